//! Serving over stdio: stdout taken for the protocol first, then rmcp's service loop on a
//! tokio runtime until the client closes stdin.

use std::process::ExitCode;

use rmcp::service::serve_server;

use crate::line_transport::LineTransport;
use crate::server::Server;

impl Server {
    /// Serves on stdin and stdout until stdin ends; what the `main` of a server binary calls.
    /// Exit status 0 when the client closed the stream, 1 when the server could not start
    /// (the reason is on stderr). Every log line goes to stderr, and fd 1 is pointed at
    /// stderr too, so a tool's `println!` never reaches the protocol stream.
    pub fn run_stdio(self) -> ExitCode {
        match self.try_run_stdio() {
            Ok(()) => ExitCode::SUCCESS,
            Err(err) => {
                eprintln!("error: {err}");
                ExitCode::from(1)
            }
        }
    }

    fn try_run_stdio(self) -> Result<(), String> {
        let protocol = crate::stdout_guard::take_stdout()
            .map_err(|err| format!("cannot keep standard output for the protocol: {err}"))?;
        let max_line = self.limits.max_request_bytes;
        let prepared = self.prepare()?;
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .build()
            .map_err(|err| format!("cannot start the tokio runtime: {err}"))?;
        let result = runtime.block_on(async move {
            let transport = LineTransport::new(tokio::io::stdin(), tokio::fs::File::from_std(protocol), max_line);
            let running = serve_server(prepared, transport)
                .await
                .map_err(|err| format!("the MCP session did not start: {err}"))?;
            running.waiting().await.map(drop).map_err(|err| format!("the MCP session failed: {err}"))
        });
        // A pending read of stdin, or a sync tool still running, must not hold the exit.
        runtime.shutdown_background();
        result
    }
}
