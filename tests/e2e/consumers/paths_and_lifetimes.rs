//! A consumer of a tools crate whose tools name their types in every way Rust resolves a
//! path and take lifetime parameters: each call reaches the type its module names (two
//! `Address`es apart), borrowed arguments are lent for the call, and the `Context` holds
//! context types written with lifetimes of their own.
#![deny(warnings)]

use std::future::Future;
use std::pin::pin;
use std::task::{Context as TaskContext, Poll, Waker};

use paths_tools::store::{Cache, Db, Workspace};
use paths_tools::{dispatch, dispatch_async, dispatch_str, Context, INVOICE_SCHEMA, SHIP_SCHEMA, TOOLS};
use toolschema::serde_json::{json, Value};
use toolschema::{ErrorCode, Type};

/// Polls a future that never waits (the tools do no IO) to its end.
fn block_on<F: Future>(future: F) -> F::Output {
    let mut future = pin!(future);
    let mut cx = TaskContext::from_waker(Waker::noop());
    loop {
        if let Poll::Ready(output) = future.as_mut().poll(&mut cx) {
            return output;
        }
    }
}

fn call(ctx: &Context<'_>, tool: &str, args: Value) -> Value {
    dispatch(ctx, tool, &args).unwrap_or_else(|e| panic!("{tool}: {e}"))
}

#[test]
fn paths_and_lifetimes_reach_their_types() {
    let name = String::from("main");
    let db = Db { name: &name };
    let ws = Workspace { root: "/srv".into() };
    let ctx = Context { cache: &Cache, db: &db, workspace: &ws };

    // Two types called `Address`: each tool gets its own module's.
    assert_eq!(call(&ctx, "invoice", json!({"to": {"vat": "FR1"}})), json!("FR1"));
    assert_eq!(call(&ctx, "ship", json!({"to": {"street": "Main", "floor": 2}})), json!("Main/2"));
    let error = dispatch(&ctx, "ship", &json!({"to": {"vat": "FR1"}})).unwrap_err();
    assert_eq!(error.code, ErrorCode::InvalidArguments);
    let fields = |schema: &toolschema::ToolSchema| match &schema.params[0].schema.ty {
        Type::Object(object) => object.properties.iter().map(|p| p.name.to_string()).collect::<Vec<_>>(),
        _ => panic!("an object"),
    };
    assert_eq!(fields(&INVOICE_SCHEMA), ["vat"]);
    assert_eq!(fields(&SHIP_SCHEMA), ["street", "floor"]);

    // Renames, globs, `super::`/`self::`/`crate::` through `use`s, `pub use` chains.
    let item = json!({"sku": "s1"});
    let sold = call(&ctx, "sell", json!({"product": item, "tag": "Sale", "item": {"sku": "s2"}, "others": ["New"]}));
    assert_eq!(sold, json!("s1+s2 Sale 1"));
    assert_eq!(call(&ctx, "restock", json!({"product": item, "again": item, "amount": 3})), json!("s1+s1 x3"));
    let line = json!({"quantity": 4, "labels": ["Sale", "New"]});
    assert_eq!(call(&ctx, "edit", json!({"line": line, "edit": {"Set": 7}})), json!([7, 2]));
    assert_eq!(call(&ctx, "edit", json!({"line": line, "edit": {"Relabel": {"label": "Sale"}}})), json!([4, 1]));

    // Precedence: the local `Kind`, `b`'s `Mode`, the crate's `Duration` and `Value`.
    let picked =
        json!({"kind": {"here": "k"}, "mode": "Beta", "level": 2, "wait": {"minutes": 5}, "value": {"reading": 0.5}});
    assert_eq!(call(&ctx, "pick", picked), json!("k 2 5m 0.5 0"));
    // `a`'s `Kind` and `Mode`, which the glob would have brought, are not what `pick` takes.
    let wrong =
        json!({"kind": {"in_a": true}, "mode": "Alpha", "level": 2, "wait": {"minutes": 5}, "value": {"reading": 0.5}});
    let error = dispatch(&ctx, "pick", &wrong).unwrap_err();
    assert_eq!(error.problems.len(), 2, "{error}");

    // Lifetime parameters: borrowed arguments and context.
    assert_eq!(call(&ctx, "copy", json!({"from": "a", "to": "b"})), json!("/srv: a -> b"));
    let counted = dispatch_str(&ctx, "count_prefixed", r#"{"names": ["ab", "ac", "b"], "prefix": "a"}"#);
    assert_eq!(counted.unwrap(), json!(2));
    assert_eq!(call(&ctx, "count_prefixed", json!({"names": ["ab"]})), json!(1));
    assert_eq!(call(&ctx, "query", json!({"sql": "select", "tags": ["t"]})), json!("main: select 1"));
    assert_eq!(call(&ctx, "name_of", json!({})), json!("main"));
    let fetched = block_on(dispatch_async(&ctx, "fetch", &json!({"key": "k"})));
    assert_eq!(fetched.unwrap(), json!("main/k"));
    assert_eq!(TOOLS.len(), 11);
}
