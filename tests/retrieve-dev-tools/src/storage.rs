//! Cloud storage: uploading files and sharing them.

/// Uploads a file from this computer to a folder in cloud storage.
///
/// Args:
///     local_path: The file on this computer, such as `/home/ann/report.pdf`.
///     folder: The folder in the cloud, such as `/Shared/Finance`.
pub fn upload_file(local_path: String, folder: String) -> String {
    format!("would upload {local_path} to {folder}")
}

/// Shares a file or folder in cloud storage: with one person when an e-mail address is given, otherwise through a link anyone can open.
///
/// Args:
///     path: The file or folder in the cloud, such as `/Shared/Finance/q1.xlsx`.
///     email: Who gets access, such as `ann@example.com`.
///     role: What they may do. (choices: ["viewer", "commenter", "editor"]) (default: "viewer")
pub fn share_file(path: String, email: Option<String>, role: String) -> String {
    format!("would share {path} with {email:?} as {role}")
}

/// Lists the links that share the user's files, with how often each was opened and when it expires.
///
/// Args:
///     folder: Only links to files in this folder, such as `/Shared`.
pub fn list_shared_links(folder: Option<String>) -> String {
    format!("would list the shared links in {folder:?}")
}

/// 공유 링크를 해제해서 더 이상 아무도 그 링크로 파일을 열 수 없게 합니다.
///
/// Args:
///     url: 해제할 링크 (예: `https://files.example.com/s/Xk29fQ`).
pub fn revoke_link(url: String) -> String {
    format!("would revoke {url}")
}
