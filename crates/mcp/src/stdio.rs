//! Serving over stdio: stdout taken for the protocol first, then rmcp's service loop on a
//! tokio runtime until the client closes stdin.

use std::process::ExitCode;
use std::time::Duration;

use rmcp::service::serve_server;

use crate::line_transport::LineTransport;
use crate::server::Server;

/// How long calls still running may take to answer once the client closed stdin.
const GRACE: Duration = Duration::from_secs(1);

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
        let runtime = crate::server::runtime()?;
        let result = runtime.block_on(async move {
            let (ended, input_ended) = tokio::sync::oneshot::channel();
            let transport =
                LineTransport::new(tokio::io::stdin(), tokio::fs::File::from_std(protocol), max_line, ended);
            let running = match serve_server(prepared, transport).await {
                Ok(running) => running,
                // The client left before `initialize`: nothing went wrong on this side.
                Err(rmcp::service::ServerInitializeError::ConnectionClosed(_)) => return Ok(()),
                Err(err) => return Err(format!("the MCP session did not start: {err}")),
            };
            let waiting = running.waiting();
            // rmcp waits up to 5 s for calls in flight to answer once stdin ends; the client
            // is gone, so a call gets `GRACE` to finish and the process then exits anyway.
            let gone = async {
                let _ = input_ended.await;
                tokio::time::sleep(GRACE).await;
            };
            tokio::select! {
                quit = waiting => quit.map(drop).map_err(|err| format!("the MCP session failed: {err}")),
                () = gone => Ok(()),
            }
        });
        // A pending read of stdin, or a sync tool still running, must not hold the exit.
        runtime.shutdown_background();
        result
    }
}
