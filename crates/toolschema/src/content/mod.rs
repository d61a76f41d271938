//! What a tool may return besides JSON: an image, audio, an embedded resource or a link to
//! one, or several of these ([`Content`]).
//!
//! Each serialises as the MCP content block it is (`{"type": "image", "data": BASE64,
//! "mimeType": "image/png"}`), so `dispatch` returns that JSON everywhere. A tool whose
//! return type is one of them (`Image`, `Audio`, `Resource`, `ResourceLink`, `Content`, a
//! `Vec` of one of them, each maybe inside `Result<_, E>`, named through the crate
//! `toolschema`) has [`Returns::content`](crate::Returns::content) set: MCP's `tools/call`
//! then sends the blocks as the result's `content`, with no `structuredContent` and no
//! `outputSchema`, and the other formats read the JSON as text.

mod base64;

use serde::ser::{Serialize, SerializeMap, Serializer};

use self::base64::Base64;
use crate::rust_type::RustType;

/// An image, sent as base64.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Image {
    /// The image's bytes, in its own format.
    pub data: Vec<u8>,
    /// Its format: `image/png`, `image/jpeg`, …
    pub mime_type: String,
}

impl Image {
    /// An image of `data` in the format `mime_type`.
    pub fn new(data: impl Into<Vec<u8>>, mime_type: impl Into<String>) -> Image {
        Image { data: data.into(), mime_type: mime_type.into() }
    }
}

/// A sound, sent as base64.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Audio {
    /// The sound's bytes, in its own format.
    pub data: Vec<u8>,
    /// Its format: `audio/wav`, `audio/mpeg`, …
    pub mime_type: String,
}

impl Audio {
    /// A sound of `data` in the format `mime_type`.
    pub fn new(data: impl Into<Vec<u8>>, mime_type: impl Into<String>) -> Audio {
        Audio { data: data.into(), mime_type: mime_type.into() }
    }
}

/// A resource embedded in the result, text or bytes (MCP's `resource` block).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resource {
    /// Its URI (`file:///notes/today.md`, `test://embedded-resource`).
    pub uri: String,
    /// Its format, when known.
    pub mime_type: Option<String>,
    /// What it holds.
    pub body: Body,
}

/// What a [`Resource`] holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Body {
    /// Text, sent as it is.
    Text(String),
    /// Bytes, sent as base64 (`blob`).
    Blob(Vec<u8>),
}

impl Resource {
    /// A text resource.
    pub fn text(uri: impl Into<String>, mime_type: impl Into<String>, text: impl Into<String>) -> Resource {
        Resource { uri: uri.into(), mime_type: Some(mime_type.into()), body: Body::Text(text.into()) }
    }

    /// A binary resource.
    pub fn blob(uri: impl Into<String>, mime_type: impl Into<String>, bytes: impl Into<Vec<u8>>) -> Resource {
        Resource { uri: uri.into(), mime_type: Some(mime_type.into()), body: Body::Blob(bytes.into()) }
    }
}

/// A link to a resource the client may fetch (MCP's `resource_link` block).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResourceLink {
    /// Its URI.
    pub uri: String,
    /// Its name (a file name, say).
    pub name: String,
    /// A name for people, when it has one.
    pub title: Option<String>,
    /// What it is.
    pub description: Option<String>,
    /// Its format, when known.
    pub mime_type: Option<String>,
    /// Its size in bytes, when known.
    pub size: Option<u64>,
}

impl ResourceLink {
    /// A link to `uri`, called `name`.
    pub fn new(uri: impl Into<String>, name: impl Into<String>) -> ResourceLink {
        ResourceLink { uri: uri.into(), name: name.into(), ..ResourceLink::default() }
    }
}

/// Any one block of a result, for a tool that returns several kinds (`Vec<Content>`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Content {
    /// Text, which the model reads as it is.
    Text(String),
    /// An image.
    Image(Image),
    /// A sound.
    Audio(Audio),
    /// An embedded resource.
    Resource(Resource),
    /// A link to a resource.
    ResourceLink(ResourceLink),
}

impl Content {
    /// A text block.
    pub fn text(text: impl Into<String>) -> Content {
        Content::Text(text.into())
    }
}

impl From<Image> for Content {
    fn from(image: Image) -> Content {
        Content::Image(image)
    }
}

impl From<Audio> for Content {
    fn from(audio: Audio) -> Content {
        Content::Audio(audio)
    }
}

impl From<Resource> for Content {
    fn from(resource: Resource) -> Content {
        Content::Resource(resource)
    }
}

impl From<ResourceLink> for Content {
    fn from(link: ResourceLink) -> Content {
        Content::ResourceLink(link)
    }
}

impl Serialize for Image {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        binary(serializer, "image", &self.data, &self.mime_type)
    }
}

impl Serialize for Audio {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        binary(serializer, "audio", &self.data, &self.mime_type)
    }
}

fn binary<S: Serializer>(serializer: S, kind: &str, data: &[u8], mime_type: &str) -> Result<S::Ok, S::Error> {
    let mut map = serializer.serialize_map(Some(3))?;
    map.serialize_entry("type", kind)?;
    map.serialize_entry("data", &Shown(Base64(data)))?;
    map.serialize_entry("mimeType", mime_type)?;
    map.end()
}

impl Serialize for Resource {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(2))?;
        map.serialize_entry("type", "resource")?;
        map.serialize_entry("resource", &Contents(self))?;
        map.end()
    }
}

/// The `resource` object of a [`Resource`] block.
struct Contents<'a>(&'a Resource);

impl Serialize for Contents<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let resource = self.0;
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("uri", &resource.uri)?;
        if let Some(mime_type) = &resource.mime_type {
            map.serialize_entry("mimeType", mime_type)?;
        }
        match &resource.body {
            Body::Text(text) => map.serialize_entry("text", text)?,
            Body::Blob(bytes) => map.serialize_entry("blob", &Shown(Base64(bytes)))?,
        }
        map.end()
    }
}

impl Serialize for ResourceLink {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("type", "resource_link")?;
        map.serialize_entry("uri", &self.uri)?;
        map.serialize_entry("name", &self.name)?;
        let optional = [("title", &self.title), ("description", &self.description), ("mimeType", &self.mime_type)];
        for (key, value) in optional {
            if let Some(value) = value {
                map.serialize_entry(key, value)?;
            }
        }
        if let Some(size) = self.size {
            map.serialize_entry("size", &size)?;
        }
        map.end()
    }
}

impl Serialize for Content {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Content::Text(text) => {
                let mut map = serializer.serialize_map(Some(2))?;
                map.serialize_entry("type", "text")?;
                map.serialize_entry("text", text)?;
                map.end()
            }
            Content::Image(image) => image.serialize(serializer),
            Content::Audio(audio) => audio.serialize(serializer),
            Content::Resource(resource) => resource.serialize(serializer),
            Content::ResourceLink(link) => link.serialize(serializer),
        }
    }
}

/// A `Display` value serialised as a string, written without an intermediate `String`.
struct Shown<T>(T);

impl<T: std::fmt::Display> Serialize for Shown<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&self.0)
    }
}

/// The names of the content types, as the last segment of a path through `toolschema`.
const NAMES: [&str; 5] = ["Image", "Audio", "Resource", "ResourceLink", "Content"];

/// Whether a return type (of `T` for `Result<T, E>`, as the codegen resolves it) is content:
/// one of the types here or a `Vec` of one, named through the crate `toolschema`.
pub fn is_content(ty: &RustType) -> bool {
    let RustType::Path(segments) = ty else { return false };
    let (Some(first), Some(last)) = (segments.first(), segments.last()) else { return false };
    if segments.len() == 1 && last.ident == "Vec" && last.args.len() == 1 {
        return is_content(&last.args[0]);
    }
    segments.len() >= 2 && first.ident == "toolschema" && last.args.is_empty() && NAMES.contains(&last.ident.as_str())
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn each_block_serialises_as_mcp_writes_it() {
        let blocks = vec![
            Content::text("hello"),
            Image::new(*b"png", "image/png").into(),
            Audio::new(*b"wav", "audio/wav").into(),
            Resource::text("test://a", "text/plain", "words").into(),
            Resource::blob("test://b", "application/octet-stream", [0u8, 1, 2]).into(),
            ResourceLink {
                size: Some(3),
                mime_type: Some("text/plain".into()),
                ..ResourceLink::new("test://c", "c.txt")
            }
            .into(),
        ];
        assert_eq!(
            serde_json::to_value(&blocks).unwrap(),
            json!([
                { "type": "text", "text": "hello" },
                { "type": "image", "data": "cG5n", "mimeType": "image/png" },
                { "type": "audio", "data": "d2F2", "mimeType": "audio/wav" },
                { "type": "resource", "resource": { "uri": "test://a", "mimeType": "text/plain", "text": "words" } },
                { "type": "resource", "resource": { "uri": "test://b", "mimeType": "application/octet-stream", "blob": "AAEC" } },
                { "type": "resource_link", "uri": "test://c", "name": "c.txt", "mimeType": "text/plain", "size": 3 },
            ])
        );
    }

    #[test]
    fn content_return_types_are_paths_through_toolschema() {
        let content = |text: &str| is_content(&RustType::parse(text).unwrap());
        assert!(content("toolschema::Image"));
        assert!(content("toolschema::content::ResourceLink"));
        assert!(content("Vec<toolschema::Content>"));
        // A type of the tools crate's own, resolved to `crate::…`, or one never imported.
        assert!(!content("crate::charts::Image"));
        assert!(!content("Image"));
        assert!(!content("Vec<String>"));
    }
}
