//! The bounds a server keeps whatever a client sends: request size, result size, calls in flight.

/// 1 MiB.
const MIB: usize = 1024 * 1024;

/// How much one client can ask of the server. The defaults fit every client we know of: the
/// TypeScript SDK gives up on a message of 10 MiB, so nothing this large is ever sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The longest request line read, newline excluded (default 8 MiB). A longer line is
    /// skipped to its end without being held in memory, and answered with JSON-RPC
    /// `-32600` and a `null` id (its id cannot be read without reading it).
    pub max_request_bytes: usize,
    /// The largest `CallToolResult` sent, as compact JSON (default 8 MiB). A result over it
    /// becomes a tool error (`isError: true`) saying how large it was, never a giant message.
    pub max_result_bytes: usize,
    /// How many calls of sync tools may run at once on blocking threads (default 64); the
    /// others wait for a free slot, and a cancelled one stops waiting.
    pub max_calls_in_flight: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits { max_request_bytes: 8 * MIB, max_result_bytes: 8 * MIB, max_calls_in_flight: 64 }
    }
}
