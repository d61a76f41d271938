//! The peer: `search` and `summarise` written the way rmcp's `#[tool]` macros make a server.
//! Argument structs derive `Deserialize` and `JsonSchema`, schemars builds every input and
//! output schema when the router is made, and `Parameters<T>` reads each call with serde. The
//! tool bodies are the workspace's own functions; the structs mirror their types (which do not
//! derive `JsonSchema`), with the same names, docs, defaults and serde attributes, so both
//! servers answer a call with the same value.

use std::collections::BTreeMap;

use rmcp::handler::server::wrapper::{Json, Parameters};
use rmcp::schemars::{self, JsonSchema};
use rmcp::{tool, tool_router, ServiceExt};
use serde::{Deserialize, Serialize};

/// The arguments of `search`.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct SearchArgs {
    /// Keywords or a question, e.g. `refund for a damaged item`.
    query: String,
    /// The most articles to return.
    #[serde(default = "three")]
    limit: u32,
    /// Leave out internal staff notes and age-restricted articles.
    #[serde(default = "yes")]
    safe: bool,
}

fn three() -> u32 {
    3
}

fn yes() -> bool {
    true
}

/// One article found by `search`.
#[derive(Serialize, JsonSchema)]
struct Hit {
    /// The article's title.
    title: String,
    /// The start of the article's text.
    snippet: String,
    /// How well the article matches the query: higher is better.
    score: u32,
}

/// A result that is not an object, wrapped as MCP's `structuredContent` must be.
#[derive(Serialize, JsonSchema)]
struct Wrapped<T> {
    result: T,
}

/// The arguments of `summarise`.
#[derive(Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
struct SummariseArgs {
    /// The conversation, oldest message first.
    messages: Vec<Message>,
    /// Count only the first this many messages; all of them when absent.
    limit: Option<u32>,
}

/// One message of a conversation.
#[derive(Deserialize, JsonSchema)]
struct Message {
    /// Who wrote it.
    role: Role,
    /// What it says.
    content: String,
}

/// Who wrote a message.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "lowercase")]
enum Role {
    /// The person using the agent.
    User,
    /// The model.
    Assistant,
    /// The instructions the agent was given.
    System,
    /// The output of a tool.
    Tool,
}

impl Role {
    fn from_tools(role: tools::summarise::Role) -> Role {
        match role {
            tools::summarise::Role::User => Role::User,
            tools::summarise::Role::Assistant => Role::Assistant,
            tools::summarise::Role::System => Role::System,
            tools::summarise::Role::Tool => Role::Tool,
        }
    }

    fn to_tools(self) -> tools::summarise::Role {
        match self {
            Role::User => tools::summarise::Role::User,
            Role::Assistant => tools::summarise::Role::Assistant,
            Role::System => tools::summarise::Role::System,
            Role::Tool => tools::summarise::Role::Tool,
        }
    }
}

/// The server: rmcp's router of the two tools.
struct Peer;

#[tool_router(server_handler)]
impl Peer {
    /// Searches the shop's help centre for articles about a question.
    #[tool(annotations(read_only_hint = true, open_world_hint = false))]
    fn search(&self, Parameters(args): Parameters<SearchArgs>) -> Json<Wrapped<Vec<Hit>>> {
        let hits = tools::search::search(args.query, args.limit, args.safe);
        let result = hits.into_iter().map(|h| Hit { title: h.title, snippet: h.snippet, score: h.score }).collect();
        Json(Wrapped { result })
    }

    /// Counts the messages of a conversation per role.
    // Text only, as toolschema answers it: a map keyed by an enum has no JSON Schema mapping
    // in toolschema (SPEC 4.1 maps `String` keys), so `summarise` has no `outputSchema` there.
    #[tool(annotations(read_only_hint = true, open_world_hint = false))]
    fn summarise(&self, Parameters(args): Parameters<SummariseArgs>) -> String {
        let messages = args
            .messages
            .into_iter()
            .map(|m| tools::summarise::Message { role: m.role.to_tools(), content: m.content })
            .collect();
        let counts = tools::summarise::summarise(messages, args.limit);
        let counts: BTreeMap<Role, u32> = counts.into_iter().map(|(role, n)| (Role::from_tools(role), n)).collect();
        serde_json::to_string(&counts).unwrap_or_default()
    }
}

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let served = match Peer.serve(rmcp::transport::stdio()).await {
        Ok(served) => served,
        Err(err) => {
            eprintln!("mcp-bench-rmcp: {err}");
            return std::process::ExitCode::from(1);
        }
    };
    match served.waiting().await {
        Ok(_) => std::process::ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("mcp-bench-rmcp: {err}");
            std::process::ExitCode::from(1)
        }
    }
}
