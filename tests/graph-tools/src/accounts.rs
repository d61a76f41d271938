//! Accounts: the staff's users, their teams and roles, and their API keys.

use serde::{Deserialize, Serialize};

use crate::empty;

/// A staff user's id, such as `U-204`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Deserialize, Serialize)]
pub struct UserId(pub String);

/// A team's id, such as `TM-3`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Deserialize, Serialize)]
pub struct TeamId(pub String);

/// What a user may do.
#[derive(Clone, Copy, Debug, Default, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// Read only.
    #[default]
    Viewer,
    /// Read and change.
    Editor,
    /// Everything, users included.
    Admin,
}

/// A staff user.
#[derive(Clone, Debug, Default, Serialize)]
pub struct User {
    /// Their id.
    pub id: UserId,
    /// Their name.
    pub name: String,
    /// Their email address.
    pub email: String,
    /// What they may do.
    pub role: Role,
    /// Their team, if they are in one.
    pub team_id: Option<TeamId>,
    /// Whether they can sign in.
    pub active: bool,
}

/// A team of users.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Team {
    /// Its id.
    pub id: TeamId,
    /// Its name, such as `Warehouse`.
    pub name: String,
    /// Its members.
    pub members: Vec<UserId>,
}

/// An API key of a user.
#[derive(Clone, Debug, Default, Serialize)]
pub struct ApiKey {
    /// The key's id (not the secret), such as `key_3fa8`.
    pub key_id: String,
    /// What it is for.
    pub label: String,
    /// When it was made (RFC 3339).
    pub created_at: String,
    /// When it was last used, if ever.
    pub last_used: Option<String>,
}

/// Finds a staff user by their email address.
///
/// Args:
///     email: Their email address, such as `lee@shop.example`.
///
/// Annotations:
///     read_only
pub fn find_user(email: String) -> Option<User> {
    let _ = email;
    None
}

/// Gets a staff user: name, email, role, team, and whether they can sign in.
///
/// Args:
///     user_id: The user, such as `U-204`.
///
/// Annotations:
///     read_only
pub fn get_user(user_id: UserId) -> Result<User, String> {
    let _ = user_id;
    Ok(empty())
}

/// Lists staff users, optionally of one team or role.
///
/// Args:
///     team_id: Only this team's members.
///     role: Only users with this role.
///
/// Annotations:
///     read_only
pub fn list_users(team_id: Option<TeamId>, role: Option<Role>) -> Vec<User> {
    let _ = (team_id, role);
    empty()
}

/// Invites someone to the back office as a staff user.
///
/// Args:
///     email: Their email address.
///     role: What they may do. (default: "viewer")
///     team_id: The team they join, if any.
///
/// Annotations:
///     read_only: false
pub fn invite_user(email: String, role: Role, team_id: Option<TeamId>) -> Result<User, String> {
    let _ = (email, role, team_id);
    Ok(empty())
}

/// Deactivates a staff user: they can no longer sign in.
///
/// Args:
///     user_id: The user.
///     reason: Why.
///
/// Annotations:
///     destructive
pub fn deactivate_user(user_id: UserId, reason: String) -> Result<User, String> {
    let _ = (user_id, reason);
    Ok(empty())
}

/// Changes what a staff user may do.
///
/// Args:
///     user_id: The user.
///     role: Their new role.
///
/// Annotations:
///     read_only: false
///     idempotent
pub fn change_role(user_id: UserId, role: Role) -> Result<User, String> {
    let _ = (user_id, role);
    Ok(empty())
}

/// Lists the teams with their members.
///
/// Annotations:
///     read_only
pub fn list_teams() -> Vec<Team> {
    empty()
}

/// Adds a staff user to a team.
///
/// Args:
///     team_id: The team, such as `TM-3`.
///     user_id: The user.
///
/// Annotations:
///     read_only: false
///     idempotent
pub fn add_team_member(team_id: TeamId, user_id: UserId) -> Result<Team, String> {
    let _ = (team_id, user_id);
    Ok(empty())
}

/// Removes a staff user from a team.
///
/// Args:
///     team_id: The team.
///     user_id: The user.
///
/// Annotations:
///     read_only: false
///     idempotent
pub fn remove_team_member(team_id: TeamId, user_id: UserId) -> Result<Team, String> {
    let _ = (team_id, user_id);
    Ok(empty())
}

/// Makes a new API key for a staff user.
///
/// Args:
///     user_id: The user.
///     label: What the key is for, such as `warehouse scanner`.
///
/// Annotations:
///     read_only: false
pub fn create_api_key(user_id: UserId, label: String) -> Result<ApiKey, String> {
    let _ = (user_id, label);
    Ok(empty())
}

/// Lists a staff user's API keys.
///
/// Args:
///     user_id: The user.
///
/// Annotations:
///     read_only
pub fn list_api_keys(user_id: UserId) -> Vec<ApiKey> {
    let _ = user_id;
    empty()
}

/// Revokes an API key: it stops working at once.
///
/// Args:
///     key_id: The key's id, such as `key_3fa8`.
///
/// Annotations:
///     destructive
pub fn revoke_api_key(key_id: String) -> Result<bool, String> {
    let _ = key_id;
    Ok(true)
}

/// Emails a staff user a link to set a new password.
///
/// Args:
///     user_id: The user.
///
/// Annotations:
///     read_only: false
pub fn reset_password(user_id: UserId) -> Result<bool, String> {
    let _ = user_id;
    Ok(true)
}
