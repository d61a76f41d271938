//! The suite's fixture tools, in the order its scenarios name them.

use std::thread::sleep;
use std::time::Duration;

use toolschema::{Audio, Content, Image, Log, Progress, Resource};

/// A 1×1 red pixel, as PNG: the smallest image the suite's `tools-call-image` asks for.
const RED_PIXEL_PNG: [u8; 69] = [
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53, 0xde, 0x00, 0x00, 0x00, 0x0c, 0x49,
    0x44, 0x41, 0x54, 0x08, 0xd7, 0x63, 0xf8, 0xcf, 0xc0, 0x00, 0x00, 0x03, 0x01, 0x01, 0x00, 0x18, 0xdd, 0x8d, 0xb0,
    0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
];

/// The pause between the notifications of the logging and progress tools: the suite checks
/// that a client receives them while the call runs, not all at once with its result.
const PAUSE: Duration = Duration::from_millis(50);

/// A WAV file of one silent sample (8 kHz, 8-bit mono): the smallest sound.
fn silent_wav() -> Vec<u8> {
    let mut wav = Vec::with_capacity(45);
    wav.extend_from_slice(b"RIFF");
    wav.extend_from_slice(&37u32.to_le_bytes());
    wav.extend_from_slice(b"WAVEfmt ");
    wav.extend_from_slice(&16u32.to_le_bytes()); // the `fmt ` chunk's size
    wav.extend_from_slice(&1u16.to_le_bytes()); // PCM
    wav.extend_from_slice(&1u16.to_le_bytes()); // one channel
    wav.extend_from_slice(&8000u32.to_le_bytes()); // samples a second
    wav.extend_from_slice(&8000u32.to_le_bytes()); // bytes a second
    wav.extend_from_slice(&1u16.to_le_bytes()); // bytes a frame
    wav.extend_from_slice(&8u16.to_le_bytes()); // bits a sample
    wav.extend_from_slice(b"data");
    wav.extend_from_slice(&1u32.to_le_bytes());
    wav.push(0x80); // silence, for unsigned 8-bit samples
    wav
}

/// Returns a fixed sentence, as text.
pub fn test_simple_text() -> String {
    "This is a simple text response for testing.".to_owned()
}

/// Returns a 1×1 red pixel as a PNG image.
pub fn test_image_content() -> Image {
    Image::new(RED_PIXEL_PNG, "image/png")
}

/// Returns a short silent WAV sound.
pub fn test_audio_content() -> Audio {
    Audio::new(silent_wav(), "audio/wav")
}

/// Returns a text resource embedded in the result.
pub fn test_embedded_resource() -> Resource {
    Resource::text("test://embedded-resource", "text/plain", "This is an embedded resource content.")
}

/// Returns text, an image and an embedded JSON resource together.
pub fn test_multiple_content_types() -> Vec<Content> {
    vec![
        Content::text("Multiple content types test:"),
        Image::new(RED_PIXEL_PNG, "image/png").into(),
        Resource::text("test://mixed-content-resource", "application/json", r#"{"test":"data","value":123}"#).into(),
    ]
}

/// Sends three log messages at the info level, 50 ms apart, then says it ran.
pub fn test_tool_with_logging(log: &Log) -> String {
    log.info("Tool execution started");
    sleep(PAUSE);
    log.info("Tool processing data");
    sleep(PAUSE);
    log.info("Tool execution completed");
    "Tool with logging executed successfully".to_owned()
}

/// Reports progress 0, 50 and 100 of 100, 50 ms apart, then says it ran.
pub fn test_tool_with_progress(progress: &Progress) -> String {
    progress.report(0.0, Some(100.0));
    sleep(PAUSE);
    progress.report(50.0, Some(100.0));
    sleep(PAUSE);
    progress.report(100.0, Some(100.0));
    "Tool with progress executed successfully".to_owned()
}

/// Always fails, with a fixed message.
pub fn test_error_handling() -> Result<String, String> {
    Err("This tool intentionally returns an error for testing".to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outside_a_server_the_call_parts_do_nothing() {
        // `dispatch` gives the tools the call whose parts nobody listens to.
        let ctx = crate::Context::default();
        let value = crate::dispatch(&ctx, "test_tool_with_progress", &serde_json::json!({})).unwrap();
        assert_eq!(value, "Tool with progress executed successfully");
    }

    #[test]
    fn the_sound_is_a_well_formed_wav() {
        let wav = silent_wav();
        assert_eq!(wav.len(), 45);
        assert_eq!(u32::from_le_bytes(wav[4..8].try_into().unwrap()) as usize, wav.len() - 8);
    }
}
