//! Standard base64 with padding (RFC 4648 §4), which MCP's `data` and `blob` fields hold,
//! written straight into a formatter: the core crate takes no dependency for thirty lines.

use std::fmt;

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Bytes shown as base64.
pub(crate) struct Base64<'a>(pub &'a [u8]);

impl fmt::Display for Base64<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Encoded a buffer at a time, so a large image costs a few calls to the formatter.
        let mut out = [0u8; 1024];
        for chunk in self.0.chunks(out.len() / 4 * 3) {
            let mut n = 0;
            for group in chunk.chunks(3) {
                let b = [group[0], group.get(1).copied().unwrap_or(0), group.get(2).copied().unwrap_or(0)];
                let bits = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
                for i in 0..4 {
                    out[n + i] = match i <= group.len() {
                        true => ALPHABET[(bits >> (18 - 6 * i)) as usize & 63],
                        false => b'=',
                    };
                }
                n += 4;
            }
            // Only ASCII was written.
            f.write_str(std::str::from_utf8(&out[..n]).map_err(|_| fmt::Error)?)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::Base64;

    #[test]
    fn the_rfc_4648_vectors_and_a_long_input() {
        for (input, output) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(Base64(input.as_bytes()).to_string(), output);
        }
        // Across the buffer's edge: 2,000 bytes of 0xFF are 666 groups of `////` and `//8=`.
        let long = Base64(&[0xFF; 2000]).to_string();
        assert_eq!(long, format!("{}//8=", "////".repeat(666)));
    }
}
