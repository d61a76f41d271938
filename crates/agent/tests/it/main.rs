//! The agent loop through its public surface: the fixtures of every wire read, answered,
//! checked and streamed; the loop's limits; every call answered once, whatever the tools do.

mod async_openai;
mod every_call;
mod example;
mod histories;
mod run_loop;
mod streams;
mod support;
mod turns;
