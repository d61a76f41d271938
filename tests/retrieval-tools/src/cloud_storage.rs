//! Cloud storage, modelled on the S3 and Google Drive MCP servers: buckets, objects, shared drive
//! files and links.

/// Lists the object-storage buckets of the cloud account, with their region.
///
/// Returns:
///     Each bucket's name, region and creation date.
pub fn list_buckets() -> String {
    "list_buckets".to_owned()
}

/// Creates an object-storage bucket in a region.
///
/// Args:
///     bucket: The bucket's globally unique name.
///     region: The region, such as `eu-central-1`. (default: "us-east-1")
///     versioning: Keep every version of each object. (default: false)
///
/// Returns:
///     The bucket's name and region.
pub fn create_bucket(bucket: String, region: String, versioning: bool) -> String {
    format!("create_bucket: bucket={bucket:?}, region={region:?}, versioning={versioning:?}")
}

/// Lists the objects in a bucket under a key prefix.
///
/// Args:
///     bucket: The bucket's name.
///     prefix: Only keys starting with this, such as `logs/2024/`. (default: "")
///     max_keys: How many at most. (default: 1000)
///
/// Returns:
///     Each object's key, size and last-modified time.
pub fn list_objects(bucket: String, prefix: String, max_keys: u32) -> String {
    format!("list_objects: bucket={bucket:?}, prefix={prefix:?}, max_keys={max_keys:?}")
}

/// Uploads a local file to a bucket as an object.
///
/// Args:
///     bucket: The bucket's name.
///     key: The object's key, such as `reports/q3.pdf`.
///     local_path: The file to upload.
///     content_type: The MIME type; guessed from the name when absent.
///
/// Returns:
///     The object's key and ETag.
pub fn upload_object(bucket: String, key: String, local_path: String, content_type: Option<String>) -> String {
    format!("upload_object: bucket={bucket:?}, key={key:?}, local_path={local_path:?}, content_type={content_type:?}")
}

/// Downloads an object from a bucket to a local file.
///
/// Args:
///     bucket: The bucket's name.
///     key: The object's key.
///     local_path: Where to save it.
///
/// Returns:
///     The saved path and size.
pub fn download_object(bucket: String, key: String, local_path: String) -> String {
    format!("download_object: bucket={bucket:?}, key={key:?}, local_path={local_path:?}")
}

/// Deletes an object from a bucket.
///
/// Args:
///     bucket: The bucket's name.
///     key: The object's key.
///
/// Returns:
///     Whether it was deleted.
pub fn delete_object(bucket: String, key: String) -> String {
    format!("delete_object: bucket={bucket:?}, key={key:?}")
}

/// Makes a temporary URL anyone can use to download (or upload) one object.
///
/// Args:
///     bucket: The bucket's name.
///     key: The object's key.
///     expires_in_seconds: How long the URL works. (default: 3600)
///     method: What the URL allows. (default: "get") (choices: ["get", "put"])
///
/// Returns:
///     The URL and when it expires.
pub fn generate_presigned_url(bucket: String, key: String, expires_in_seconds: u32, method: String) -> String {
    format!("generate_presigned_url: bucket={bucket:?}, key={key:?}, expires_in_seconds={expires_in_seconds:?}, method={method:?}")
}

/// Searches the shared drive for documents, spreadsheets and files by name or content.
///
/// Args:
///     query: Words of the file's name or text.
///     mime_type: Only files of this type, such as `application/pdf`.
///     limit: How many. (default: 20)
///
/// Returns:
///     The matching files' ids, names, owners and links.
pub fn search_drive_files(query: String, mime_type: Option<String>, limit: u32) -> String {
    format!("search_drive_files: query={query:?}, mime_type={mime_type:?}, limit={limit:?}")
}

/// Uploads a local file to a folder of the shared drive.
///
/// Args:
///     local_path: The file to upload.
///     folder_id: The drive folder; the root when absent.
///
/// Returns:
///     The new drive file's id and link.
pub fn upload_to_drive(local_path: String, folder_id: Option<String>) -> String {
    format!("upload_to_drive: local_path={local_path:?}, folder_id={folder_id:?}")
}

/// Shares a drive file or folder with people, as viewer, commenter or editor.
///
/// Args:
///     file_id: The drive file's id.
///     emails: Who to share with.
///     role: What they may do. (default: "reader") (choices: ["reader", "commenter", "writer"])
///     notify: Email them a link. (default: true)
///
/// Returns:
///     The permissions now on the file.
pub fn share_drive_file(file_id: String, emails: Vec<String>, role: String, notify: bool) -> String {
    format!("share_drive_file: file_id={file_id:?}, emails={emails:?}, role={role:?}, notify={notify:?}")
}
