//! The MCP methods, as rmcp's `ServerHandler`: `initialize` (rmcp's own), `tools/list` from
//! the list made at start-up, `tools/call` through the tools crate's dispatch with the
//! call's parts, `logging/setLevel` for the session.

use rmcp::handler::server::ServerHandler;
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, ErrorCode, ErrorData, Implementation, JsonObject,
    ListToolsResult, PaginatedRequestParams, ProtocolVersion, ServerCapabilities, ServerConfig, Tool,
};
#[allow(deprecated)] // SEP-2577 deprecates logging from 2026-07-28 on; clients of earlier revisions use it.
use rmcp::model::{SetLevelRequestMethod, SetLevelRequestParams};
use rmcp::service::{RequestContext, RoleServer};
use serde_json::Value;
use toolschema::provider_result::mcp_call_result;
use toolschema::{Call, Cancellation, Log, Progress, ToolError};
use toolschema_retrieve::meta::SEARCH_TOOL;

use crate::notify;
use crate::server::Prepared;

impl Prepared {
    /// What `tools/list` shows this session.
    fn visible(&self) -> Vec<Tool> {
        match &self.revealed {
            Some(revealed) => revealed.visible(&self.listed),
            None => self.listed.as_ref().clone(),
        }
    }
}

impl ServerHandler for Prepared {
    fn get_info(&self) -> ServerConfig {
        let mut capabilities = match self.revealed {
            Some(_) => ServerCapabilities::builder().enable_tools().enable_tool_list_changed().build(),
            None => ServerCapabilities::builder().enable_tools().build(),
        };
        // Any tool may take `&toolschema::Log`; a client that never sets a level gets nothing.
        capabilities.logging = Some(JsonObject::new());
        let mut info = ServerConfig::new(capabilities);
        info.server_info = Implementation::new(self.server.name.clone(), self.server.version.clone());
        info
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        // One page, in `TOOLS` order: a cursor, if a client sends one, changes nothing.
        Ok(ListToolsResult::with_all_items(self.visible()))
    }

    // rmcp's HTTP transport asks for a tool's schema on every `tools/call` (SEP-2243 header
    // checks): one tool is found and cloned, not the whole list. Every tool can be called, in
    // search mode too, so a tool not yet listed is found as well.
    fn get_tool(&self, name: &str) -> Option<Tool> {
        self.listed.iter().find(|tool| tool.name == name).cloned()
    }

    #[allow(deprecated)] // Logging, as above.
    async fn set_level(
        &self,
        request: SetLevelRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<(), ErrorData> {
        // 2026-07-28 removes the method: a request there names its level in its `_meta`.
        let removed = context.protocol_version().is_some_and(|v| v.as_str() >= ProtocolVersion::V_2026_07_28.as_str());
        if removed {
            return Err(ErrorData::method_not_found::<SetLevelRequestMethod>());
        }
        self.log_level.set(notify::our_level(request.level));
        Ok(())
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        let name = request.name.as_ref();
        let Some(&tool) = self.by_name.get(name) else {
            // MCP's one protocol error for a call: the model asked for a tool that is not there.
            // The error object is the core crate's (`-32602`, the text, the JSON form as `data`).
            let error = ToolError::unknown_tool(name, self.server.tools).to_jsonrpc_error();
            return Err(serde_json::from_value(error).unwrap_or_else(|err| {
                ErrorData::internal_error(format!("the unknown-tool error is not a JSON-RPC error: {err}"), None)
            }));
        };
        let args = Value::Object(request.arguments.unwrap_or_default());
        // A 2026-07-28 request names its log level; an earlier client set one for the session.
        #[allow(deprecated)] // Logging, as above.
        let level = context.meta.log_level().map(notify::our_level).or_else(|| self.log_level.get());
        let sinks = notify::sinks(tool.name(), context.meta.get_progress_token(), level, crate::call::may_block(tool));
        let call = Call::new(
            sinks.progress.map_or(Progress::NONE, Progress::new),
            sinks.log.map_or(Log::NONE, Log::new),
            Cancellation::new(),
        );
        let running = crate::call::run(self, tool, args, call, context.ct.cancelled());
        let Some(result) = notify::while_sending(running, sinks.receiver, &context.peer).await else {
            // rmcp sends nothing for a cancelled request (its id has left the pool), so this
            // only ends the handler; MCP asks for no answer to a cancelled call.
            return Err(ErrorData::new(ErrorCode::INTERNAL_ERROR, "the call was cancelled", None));
        };
        if let (Some(revealed), Ok(found)) = (&self.revealed, &result) {
            if tool.name == SEARCH_TOOL && revealed.add(&self.listed, found) {
                // The client asks for the list again; a client that has gone is no error here.
                let _ = context.peer.notify_tool_list_changed().await;
            }
        }
        let answer = crate::call::capped(tool, mcp_call_result(tool, &result), self.server.limits.max_result_bytes);
        Ok(rmcp_result(answer)?.into())
    }
}

/// The core crate's `CallToolResult` as rmcp's type. `structuredContent` is moved across as
/// it is (rmcp keeps it a `Value`); only the small rest is read by serde, so the tool's value
/// is not rebuilt node by node.
fn rmcp_result(answer: Value) -> Result<CallToolResult, ErrorData> {
    let not_a_result =
        |err: String| ErrorData::internal_error(format!("the result is not an MCP `CallToolResult`: {err}"), None);
    let Value::Object(mut fields) = answer else {
        return Err(not_a_result("not an object".into()));
    };
    let structured = fields.remove("structuredContent");
    let mut answer: CallToolResult =
        serde_json::from_value(Value::Object(fields)).map_err(|err| not_a_result(err.to_string()))?;
    answer.structured_content = structured;
    Ok(answer)
}
