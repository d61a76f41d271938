//! Git hosting, modelled on GitHub's MCP server: repositories, branches, files, pull requests,
//! issues, releases and workflow runs.

use serde::Deserialize;

/// Which pull requests to list.
#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PullState {
    /// Still open.
    Open,
    /// Closed or merged.
    Closed,
    /// Open and closed.
    All,
}

/// How a pull request's commits land on the base branch.
#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MergeMethod {
    /// A merge commit.
    Merge,
    /// All commits squashed into one.
    Squash,
    /// Each commit rebased onto the base branch.
    Rebase,
}

/// What a submitted review says.
#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReviewEvent {
    /// Approve the changes.
    Approve,
    /// Ask for changes before merging.
    RequestChanges,
    /// Comment without approving or blocking.
    Comment,
}

/// Searches public and private repositories by keywords, language or topic.
///
/// Uses the code host's repository search syntax, for example `language:rust stars:>100`.
///
/// Args:
///     query: The search text, in the host's search syntax.
///     per_page: How many results per page. (default: 30)
///     page: Which page of results. (default: 1)
///
/// Returns:
///     The matching repositories with their owner, name, description and star count.
pub fn search_repositories(query: String, per_page: u32, page: u32) -> String {
    format!("search_repositories: query={query:?}, per_page={per_page:?}, page={page:?}")
}

/// Gets one repository's details: description, default branch, visibility, stars and open issue count.
///
/// Args:
///     owner: The account or organisation that owns the repository.
///     repo: The repository's name.
///
/// Returns:
///     The repository's metadata.
pub fn get_repository(owner: String, repo: String) -> String {
    format!("get_repository: owner={owner:?}, repo={repo:?}")
}

/// Creates a new repository under your account or an organisation.
///
/// Args:
///     name: The new repository's name.
///     description: A one-line description.
///     private: Whether only invited people can see it. (default: false)
///     auto_init: Whether to start with a README commit. (default: true)
///
/// Returns:
///     The new repository's full name and clone URL.
pub fn create_repository(name: String, description: Option<String>, private: bool, auto_init: bool) -> String {
    format!(
        "create_repository: name={name:?}, description={description:?}, private={private:?}, auto_init={auto_init:?}"
    )
}

/// Lists the branches of a repository.
///
/// Args:
///     owner: The repository's owner.
///     repo: The repository's name.
///     protected_only: Only branches with protection rules. (default: false)
///
/// Returns:
///     Each branch's name and the SHA of its head commit.
pub fn list_branches(owner: String, repo: String, protected_only: bool) -> String {
    format!("list_branches: owner={owner:?}, repo={repo:?}, protected_only={protected_only:?}")
}

/// Creates a new branch from an existing branch or commit.
///
/// Args:
///     owner: The repository's owner.
///     repo: The repository's name.
///     branch: The new branch's name.
///     from_branch: The branch to start from; the default branch when absent.
///
/// Returns:
///     The new branch's name and head SHA.
pub fn create_branch(owner: String, repo: String, branch: String, from_branch: Option<String>) -> String {
    format!("create_branch: owner={owner:?}, repo={repo:?}, branch={branch:?}, from_branch={from_branch:?}")
}

/// Reads the contents of a file or directory in a repository at a branch, tag or commit.
///
/// Args:
///     owner: The repository's owner.
///     repo: The repository's name.
///     path: The file or directory path inside the repository.
///     git_ref: A branch, tag or commit SHA; the default branch when absent.
///
/// Returns:
///     The file's decoded text, or the directory's entries.
pub fn get_file_contents(owner: String, repo: String, path: String, git_ref: Option<String>) -> String {
    format!("get_file_contents: owner={owner:?}, repo={repo:?}, path={path:?}, git_ref={git_ref:?}")
}

/// Creates or updates a single file in a repository with a commit.
///
/// To update, pass the SHA of the file being replaced.
///
/// Args:
///     owner: The repository's owner.
///     repo: The repository's name.
///     path: The file's path inside the repository.
///     content: The file's new content.
///     message: The commit message.
///     branch: The branch to commit to.
///     sha: The blob SHA of the file being replaced, when it exists.
///
/// Returns:
///     The new commit's SHA.
pub fn create_or_update_file(
    owner: String,
    repo: String,
    path: String,
    content: String,
    message: String,
    branch: String,
    sha: Option<String>,
) -> String {
    format!("create_or_update_file: owner={owner:?}, repo={repo:?}, path={path:?}, content={content:?}, message={message:?}, branch={branch:?}, sha={sha:?}")
}

/// Pushes several files to a branch in one commit.
///
/// Args:
///     owner: The repository's owner.
///     repo: The repository's name.
///     branch: The branch to push to.
///     paths: The paths of the files, in the same order as `contents`.
///     contents: The files' contents.
///     message: The commit message.
///
/// Returns:
///     The new commit's SHA.
pub fn push_files(
    owner: String,
    repo: String,
    branch: String,
    paths: Vec<String>,
    contents: Vec<String>,
    message: String,
) -> String {
    format!("push_files: owner={owner:?}, repo={repo:?}, branch={branch:?}, paths={paths:?}, contents={contents:?}, message={message:?}")
}

/// Lists the commits of a branch, newest first.
///
/// Args:
///     owner: The repository's owner.
///     repo: The repository's name.
///     sha: The branch or commit to start from; the default branch when absent.
///     author: Only commits by this login or email.
///     per_page: How many commits per page. (default: 30)
///
/// Returns:
///     Each commit's SHA, author, date and message.
pub fn list_commits(owner: String, repo: String, sha: Option<String>, author: Option<String>, per_page: u32) -> String {
    format!("list_commits: owner={owner:?}, repo={repo:?}, sha={sha:?}, author={author:?}, per_page={per_page:?}")
}

/// Lists the pull requests of a repository, filtered by state and branch.
///
/// Args:
///     owner: The repository's owner.
///     repo: The repository's name.
///     state: Which pull requests. (default: "open")
///     base: Only pull requests into this base branch.
///     per_page: How many per page. (default: 30)
///
/// Returns:
///     Each pull request's number, title, author and state.
pub fn list_pull_requests(
    owner: String,
    repo: String,
    state: PullState,
    base: Option<String>,
    per_page: u32,
) -> String {
    format!("list_pull_requests: owner={owner:?}, repo={repo:?}, state={state:?}, base={base:?}, per_page={per_page:?}")
}

/// Searches pull requests across repositories by keywords, author, label or review status.
///
/// Args:
///     query: The search text, for example `is:open review-requested:@me`.
///     per_page: How many results. (default: 30)
///
/// Returns:
///     The matching pull requests with their repository and number.
pub fn search_pull_requests(query: String, per_page: u32) -> String {
    format!("search_pull_requests: query={query:?}, per_page={per_page:?}")
}

/// Gets one pull request: title, body, branches, mergeable state and checks.
///
/// Args:
///     owner: The repository's owner.
///     repo: The repository's name.
///     pull_number: The pull request's number.
///
/// Returns:
///     The pull request's details.
pub fn get_pull_request(owner: String, repo: String, pull_number: u64) -> String {
    format!("get_pull_request: owner={owner:?}, repo={repo:?}, pull_number={pull_number:?}")
}

/// Opens a pull request to merge one branch into another.
///
/// Args:
///     owner: The repository's owner.
///     repo: The repository's name.
///     title: The pull request's title.
///     head: The branch with the changes.
///     base: The branch to merge into.
///     body: The description, in Markdown.
///     draft: Open it as a draft. (default: false)
///
/// Returns:
///     The new pull request's number and URL.
pub fn create_pull_request(
    owner: String,
    repo: String,
    title: String,
    head: String,
    base: String,
    body: Option<String>,
    draft: bool,
) -> String {
    format!("create_pull_request: owner={owner:?}, repo={repo:?}, title={title:?}, head={head:?}, base={base:?}, body={body:?}, draft={draft:?}")
}

/// Edits a pull request's title, body, base branch or state.
///
/// Args:
///     owner: The repository's owner.
///     repo: The repository's name.
///     pull_number: The pull request's number.
///     title: A new title.
///     body: A new description.
///     base: A new base branch.
///     state: Close or reopen it. (choices: ["open", "closed"])
///
/// Returns:
///     The updated pull request.
pub fn update_pull_request(
    owner: String,
    repo: String,
    pull_number: u64,
    title: Option<String>,
    body: Option<String>,
    base: Option<String>,
    state: Option<String>,
) -> String {
    format!("update_pull_request: owner={owner:?}, repo={repo:?}, pull_number={pull_number:?}, title={title:?}, body={body:?}, base={base:?}, state={state:?}")
}

/// Merges a pull request into its base branch.
///
/// Args:
///     owner: The repository's owner.
///     repo: The repository's name.
///     pull_number: The pull request's number.
///     merge_method: How to merge. (default: "merge")
///     commit_title: The title of the merge or squash commit.
///
/// Returns:
///     The merge commit's SHA.
pub fn merge_pull_request(
    owner: String,
    repo: String,
    pull_number: u64,
    merge_method: MergeMethod,
    commit_title: Option<String>,
) -> String {
    format!("merge_pull_request: owner={owner:?}, repo={repo:?}, pull_number={pull_number:?}, merge_method={merge_method:?}, commit_title={commit_title:?}")
}

/// Gets the diff of a pull request, file by file.
///
/// Args:
///     owner: The repository's owner.
///     repo: The repository's name.
///     pull_number: The pull request's number.
///
/// Returns:
///     The unified diff of every changed file.
pub fn get_pull_request_diff(owner: String, repo: String, pull_number: u64) -> String {
    format!("get_pull_request_diff: owner={owner:?}, repo={repo:?}, pull_number={pull_number:?}")
}

/// Submits a review on a pull request: approve, request changes or comment.
///
/// Args:
///     owner: The repository's owner.
///     repo: The repository's name.
///     pull_number: The pull request's number.
///     event: What the review says.
///     body: The review's text.
///
/// Returns:
///     The review's id and state.
pub fn create_pull_request_review(
    owner: String,
    repo: String,
    pull_number: u64,
    event: ReviewEvent,
    body: Option<String>,
) -> String {
    format!("create_pull_request_review: owner={owner:?}, repo={repo:?}, pull_number={pull_number:?}, event={event:?}, body={body:?}")
}

/// Asks people or teams to review a pull request.
///
/// Args:
///     owner: The repository's owner.
///     repo: The repository's name.
///     pull_number: The pull request's number.
///     reviewers: The logins of the people to ask.
///
/// Returns:
///     The pull request's requested reviewers.
pub fn request_reviewers(owner: String, repo: String, pull_number: u64, reviewers: Vec<String>) -> String {
    format!("request_reviewers: owner={owner:?}, repo={repo:?}, pull_number={pull_number:?}, reviewers={reviewers:?}")
}

/// Opens an issue in a repository.
///
/// Args:
///     owner: The repository's owner.
///     repo: The repository's name.
///     title: The issue's title.
///     body: The issue's text, in Markdown.
///     labels: Labels to put on it. (default: [])
///     assignees: Logins to assign it to. (default: [])
///
/// Returns:
///     The new issue's number and URL.
pub fn create_repository_issue(
    owner: String,
    repo: String,
    title: String,
    body: Option<String>,
    labels: Vec<String>,
    assignees: Vec<String>,
) -> String {
    format!("create_repository_issue: owner={owner:?}, repo={repo:?}, title={title:?}, body={body:?}, labels={labels:?}, assignees={assignees:?}")
}

/// Lists the issues of a repository, filtered by state, label or assignee.
///
/// Args:
///     owner: The repository's owner.
///     repo: The repository's name.
///     state: Which issues. (default: "open") (choices: ["open", "closed", "all"])
///     labels: Only issues with all these labels. (default: [])
///     assignee: Only issues assigned to this login.
///
/// Returns:
///     Each issue's number, title, labels and state.
pub fn list_repository_issues(
    owner: String,
    repo: String,
    state: String,
    labels: Vec<String>,
    assignee: Option<String>,
) -> String {
    format!("list_repository_issues: owner={owner:?}, repo={repo:?}, state={state:?}, labels={labels:?}, assignee={assignee:?}")
}

/// Adds a comment to an issue or pull request of a repository.
///
/// Args:
///     owner: The repository's owner.
///     repo: The repository's name.
///     issue_number: The issue's or pull request's number.
///     body: The comment, in Markdown.
///
/// Returns:
///     The comment's id and URL.
pub fn add_issue_comment(owner: String, repo: String, issue_number: u64, body: String) -> String {
    format!("add_issue_comment: owner={owner:?}, repo={repo:?}, issue_number={issue_number:?}, body={body:?}")
}

/// Publishes a release from a tag, with release notes.
///
/// Args:
///     owner: The repository's owner.
///     repo: The repository's name.
///     tag_name: The tag to release, such as `v1.4.0`; created when it does not exist.
///     name: The release's title.
///     notes: The release notes, in Markdown.
///     prerelease: Mark it as a pre-release. (default: false)
///
/// Returns:
///     The release's id and URL.
pub fn create_release(
    owner: String,
    repo: String,
    tag_name: String,
    name: Option<String>,
    notes: Option<String>,
    prerelease: bool,
) -> String {
    format!("create_release: owner={owner:?}, repo={repo:?}, tag_name={tag_name:?}, name={name:?}, notes={notes:?}, prerelease={prerelease:?}")
}

/// Lists the recent CI workflow runs of a repository, with their status and conclusion.
///
/// Args:
///     owner: The repository's owner.
///     repo: The repository's name.
///     branch: Only runs on this branch.
///     status: Only runs with this status. (choices: ["queued", "in_progress", "completed", "failure", "success"])
///
/// Returns:
///     Each run's id, workflow name, branch, status and conclusion.
pub fn list_workflow_runs(owner: String, repo: String, branch: Option<String>, status: Option<String>) -> String {
    format!("list_workflow_runs: owner={owner:?}, repo={repo:?}, branch={branch:?}, status={status:?}")
}

/// Re-runs a CI workflow run, all jobs or only the failed ones.
///
/// Args:
///     owner: The repository's owner.
///     repo: The repository's name.
///     run_id: The workflow run's id.
///     failed_only: Re-run only the jobs that failed. (default: false)
///
/// Returns:
///     The id of the new run attempt.
pub fn rerun_workflow(owner: String, repo: String, run_id: u64, failed_only: bool) -> String {
    format!("rerun_workflow: owner={owner:?}, repo={repo:?}, run_id={run_id:?}, failed_only={failed_only:?}")
}

/// Searches source code across repositories for a string or symbol.
///
/// Args:
///     query: The text to find, with qualifiers such as `repo:owner/name` or `language:go`.
///     per_page: How many results. (default: 30)
///
/// Returns:
///     The matching files with their repository, path and the matching lines.
pub fn search_code(query: String, per_page: u32) -> String {
    format!("search_code: query={query:?}, per_page={per_page:?}")
}
