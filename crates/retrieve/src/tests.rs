//! The tokeniser and the scores on small fixtures, as snapshots.

use std::borrow::Cow;

use super::text::{tokens, Token};
use super::{build, Lexicon, Retriever};
use toolschema::{Annotations, Property, Returns, Schema, ToolSchema, Type};

/// A tool of `name` whose doc is `doc` (summary = first paragraph) with string parameters.
fn tool(name: &str, doc: &str, params: &[(&str, &str)]) -> ToolSchema {
    let summary = doc.split("\n\n").next().unwrap_or_default();
    let params = params
        .iter()
        .map(|(n, d)| Property {
            name: Cow::Owned(n.to_string()),
            rust_type: Cow::Borrowed("String"),
            required: true,
            schema: Schema { description: Some(Cow::Owned(d.to_string())), ..Schema::of(Type::String) },
        })
        .collect();
    ToolSchema {
        name: Cow::Owned(name.to_owned()),
        summary: Cow::Owned(summary.to_owned()),
        description: Cow::Owned(doc.to_owned()),
        params: Cow::Owned(params),
        returns: Returns {
            rust_type: Cow::Borrowed("String"),
            description: Cow::Borrowed(""),
            schema: None,
            content: false,
        },
        is_async: false,
        annotations: Annotations::NONE,
    }
}

fn fixture() -> Vec<ToolSchema> {
    vec![
        tool(
            "cancel_order",
            "Cancels an order that has not shipped.",
            &[("order_id", "The order's id, such as `O-5003`.")],
        ),
        tool("refund_order", "Refunds a delivered order to the customer's card.", &[("order_id", "The order's id.")]),
        tool(
            "list_orders",
            "Lists the orders of a customer, newest first.",
            &[("customer", "The customer's e-mail, like `ann@example.org`.")],
        ),
        tool(
            "mergePullRequest",
            "Merges a pull request into its base branch.",
            &[("number", "The pull request's number.")],
        ),
        tool("filesystem_usage", "Shows how full each filesystem is.", &[]),
        tool("translate_text", "문장을 다른 언어로 번역합니다.", &[("text", "번역할 문장.")]),
    ]
}

fn show_tokens(text: &str) -> String {
    format!("{text}\n→ {}", shown(tokens(text)))
}

/// Tokens as the snapshots show them: `%` an id word, quotes a quoted word, brackets a
/// syllabic one, parentheses a stop word, `=` a word as written, `~` an identifier.
fn shown(tokens: Vec<Token>) -> String {
    let shown: Vec<String> = tokens
        .into_iter()
        .map(|t| match t {
            Token::Word(w) | Token::ValueWord(w) => w,
            Token::IdWord(w) => format!("%{w}"),
            Token::Quoted(w) => format!("'{w}'"),
            Token::Syllabic(w) => format!("[{w}]"),
            Token::Shape(s) => s,
            Token::Stop(w) => format!("({w})"),
            Token::Written(w) => format!("={w}"),
            Token::Identifier(w) => format!("~{w}"),
        })
        .collect();
    shown.join(" ")
}

#[test]
fn tokeniser() {
    let texts = [
        "Cancels the cancelled cancellation of an order",
        "getUserInfo HTTPServer snake_case_name v2Api",
        "note n_8f3a or n_77c1, 31m, #42, octo/widgets",
        "refund order O-5001 for bob@example.com on 2026-01-31",
        "close #42 in octo/widgets, see https://x.org/a/b/c",
        "주문을 취소해 주세요",
        "메일 보내 줘 — 돈을 주세요, 민수에게 줘, 주문 주소, 이번 주 예보",
        "  \t\n\u{7}  ",
        "Ünïcode Straße ΑΒΓ 東京タワー",
        "merj pr; filesytem!",
        "post 'deploy finished' in #general, dm @kim “all done” (\"ok\") it's users' 'x",
        "run SELECT name, email FROM users WHERE created_at > '2026-01-01'",
        "select count(*) from orders; delete from carts where id = 4",
        "UPDATE users SET plan = 'pro' and insert into log",
        "select a seat from the map, then update the plan set for today",
    ];
    let shown: Vec<String> = texts.iter().map(|t| show_tokens(t)).collect();
    insta::assert_snapshot!(shown.join("\n\n"));
}

#[test]
fn stemmer() {
    let words = [
        "cancel",
        "cancelled",
        "cancelling",
        "cancellation",
        "create",
        "creating",
        "creation",
        "delete",
        "deletion",
        "files",
        "filing",
        "running",
        "flies",
        "relational",
        "configuration",
        "configure",
        "ponies",
        "caress",
        "notification",
        "generalization",
        "hopeful",
        "goodness",
        "sensibility",
        "ab",
    ];
    let shown: Vec<String> = words.iter().map(|w| format!("{w} → {}", super::stem::stem(w))).collect();
    insta::assert_snapshot!(shown.join("\n"));
}

/// Each query's hits, and its groups' alternatives, as text.
fn check(tools: &[ToolSchema], lexicons: &[&Lexicon<'_>], queries: &[&str]) -> String {
    let retriever = Retriever::of(tools.iter().collect(), lexicons);
    let index = retriever.index();
    let mut out = String::new();
    for q in queries {
        out.push_str(&format!("{q:?}\n"));
        for g in super::query::groups(index, q) {
            let alts: Vec<String> =
                g.alternatives.iter().map(|(t, c)| format!("{}×{c}", index.term(*t as usize))).collect();
            out.push_str(&format!("  group {}: {}\n", g.weight, alts.join(" ")));
        }
        for hit in retriever.retrieve(q, 3) {
            out.push_str(&format!("  {:.4} {}\n", hit.score, hit.tool.name));
        }
    }
    out
}

#[test]
fn scores() {
    let queries = [
        "cancel an order",
        "refund order O-5001",
        "orders of ann@shop.example",
        "merj pr",
        "filesytem",
        "file system usage",
        "번역해 줘",
        "",
        "the of and",
        "cancel 'refund order' O-77",
        "\"cancel the ordr\"",
    ];
    insta::assert_snapshot!(check(&fixture(), &[], &queries));
}

#[test]
fn forms_actions_and_statements() {
    let tools = vec![
        tool("book_hotel", "Books a hotel room for some nights.", &[("city", "The city.")]),
        tool("cancel_booking", "Cancels a booking.", &[("booking_id", "The booking's id.")]),
        tool("list_orders", "Lists the orders of a customer.", &[("customer", "The customer's e-mail.")]),
        tool("get_order", "Gets one order.", &[("order_id", "The order's id.")]),
        tool("run_query", "Runs a read-only SQL query.", &[("sql", "The statement.")]),
    ];
    let queries = [
        // The first word is the action: `cancel_booking`, though `book_hotel` has both nouns.
        "cancel the booking for my hotel",
        // `orders` as written is `list_orders`' word; `get_order` has only `order`.
        "orders",
        "list orders",
        // A statement is a value of the kind `sql`, its words passed on.
        "select count(*) from orders",
        "select the orders",
    ];
    insta::assert_snapshot!(check(&tools, &[], &queries));
}

#[test]
fn kinds_of_values() {
    let kinds: Vec<(&str, Option<&str>)> = [
        "https://x.org/a/b/",
        "ann@example.org",
        "from:ann@x.org",
        "@kim",
        "#general",
        "#42",
        "/tmp/old.zip",
        "octo/widgets#12",
        "O-5001",
        "2026-01-31",
        "12.50",
    ]
    .into_iter()
    .map(|v| (v, super::text::shape(v).and_then(|s| super::text::kind(&s))))
    .collect();
    assert_eq!(
        kinds,
        [
            ("https://x.org/a/b/", Some("§a://")),
            ("ann@example.org", Some("§a@a")),
            ("from:ann@x.org", Some("§a@a")),
            // A handle's shape is its kind already.
            ("@kim", None),
            ("#general", Some("§#")),
            ("#42", Some("§#")),
            ("/tmp/old.zip", Some("§/")),
            ("octo/widgets#12", Some("§a/a")),
            ("O-5001", None),
            ("2026-01-31", None),
            ("12.50", None),
        ]
    );
}

#[test]
fn a_parameter_shares_its_examples_by_name() {
    // `refund_order` gives no example of `order_id`; `cancel_order` does (`O-5003`).
    let tools = fixture();
    let index = build(&fixture_refs(&tools), &[]);
    let shape = index.find("§a-9").unwrap();
    let holders: Vec<(&str, f32)> =
        index.postings(shape).map(|(doc, w)| (tools[doc as usize].name.as_ref(), w)).collect();
    assert_eq!(holders.iter().map(|h| h.0).collect::<Vec<_>>(), ["cancel_order", "refund_order"]);
    assert!(holders[1].1 > 0.0);
}

fn fixture_refs(tools: &[ToolSchema]) -> Vec<&ToolSchema> {
    tools.iter().collect()
}

#[test]
fn lexicons() {
    let tools = fixture();
    let korean = Lexicon::parse("주문\torder; direction\n취소\tcancellation\n환불\tmoney back; refund\n", 0.8);
    let synonyms =
        Lexicon::parse("get rid of\tremove; cancel\nreimburse\trefund\nmerge\tcombine; join together\n", 0.5);
    // `combine` reaches `merge` the other way round: `merge` is a term, `combine` its sense;
    // `번역` is a term of a Korean tool, and the translation `translation` of the headword.
    let korean_terms = Lexicon::parse("번역\ttranslation\n", 0.8);
    let queries = [
        "주문을 취소해 주세요",
        "환불해 주세요",
        "reimburse my order",
        "get rid of the order",
        "combine pull request",
        "translation",
    ];
    insta::assert_snapshot!(check(&fixture(), &[&korean, &synonyms, &korean_terms], &queries));
    // Read inverted, the same lexicons give the same index.
    let (korean_inv, synonyms_inv, terms_inv) = (korean.invert(), synonyms.invert(), korean_terms.invert());
    let inverted = [
        Lexicon::inverted(&korean_inv, 0.8),
        Lexicon::inverted(&synonyms_inv, 0.5),
        Lexicon::inverted(&terms_inv, 0.8),
    ];
    let refs: Vec<&ToolSchema> = fixture_refs(&tools);
    assert_eq!(build(&refs, &[&korean, &synonyms, &korean_terms]), build(&refs, &inverted.iter().collect::<Vec<_>>()));
}

#[test]
fn inverted_lexicon() {
    // Each stem of a sense's words reaches its headword's key, with the fewest words of a
    // sense it is in; a one-word headword is reached by its one-word senses.
    let synonyms =
        Lexicon::parse("get rid of\tremove; cancel\nMerge\tcombine; join together\nmerge\tunite\nbig\ttall-ish\n", 0.5);
    insta::assert_snapshot!(synonyms.invert(), @r"
    big	tall_ish 1
    cancel	get_rid_of 1
    combin	merg 1
    ish	big 2
    join	merg 2
    merg	unit 1
    remov	get_rid_of 1
    tall	big 2
    togeth	merg 2
    unit	merg 1
    ");
    assert_eq!(Lexicon::inverted(&synonyms.invert(), 0.5).invert(), synonyms.invert());
}

#[test]
fn lexicon_text() {
    let lexicon = Lexicon::parse("# a comment\tno\n\nb\tsecond\na\tfirst; one\nno tab here\nb\tthird\n", 7.0);
    let entries: Vec<String> =
        lexicon.entries().map(|(h, s)| format!("{h}: {}", s.collect::<Vec<_>>().join(" | "))).collect();
    assert_eq!(entries, ["a: first | one", "b: second | third"]);
    assert_eq!(lexicon.confidence(), 1.0);
}

#[test]
fn an_empty_catalogue_finds_nothing() {
    let index = build(&[], &[]);
    assert!(super::search(&index, &[], &toolschema::graph::Graph::EMPTY, "anything at all", 5).is_empty());
}

#[test]
fn scores_are_shares_of_the_query() {
    let tools = fixture();
    let retriever = Retriever::new(&tools);
    for q in ["cancel order", "cancel order and something unknown", "zzzz"] {
        for hit in retriever.retrieve(q, 10) {
            assert!(hit.score > 0.0 && hit.score < 1.0, "{q}: {} scored {}", hit.tool.name, hit.score);
        }
    }
    // A word no tool has lowers every score by the same factor, keeping the order.
    let plain: Vec<_> = retriever.retrieve("cancel order", 10).iter().map(|h| h.tool.name.clone()).collect();
    let noisy: Vec<_> = retriever.retrieve("cancel order qwxz", 10).iter().map(|h| h.tool.name.clone()).collect();
    assert_eq!(plain, noisy);
}

/// An embedder that knows two words: `money` and `cancel`.
struct TwoWords;

impl super::Embedder for TwoWords {
    fn embed(&self, text: &str) -> Vec<f32> {
        let t = text.to_lowercase();
        vec![
            f32::from(u8::from(t.contains("money") || t.contains("refund"))),
            f32::from(u8::from(t.contains("cancel"))),
        ]
    }
}

#[test]
fn embeddings_are_fused() {
    let tools = fixture();
    let lexical = Retriever::new(&tools);
    assert!(lexical.retrieve("give me my money", 3).iter().all(|h| h.tool.name != "refund_order"));
    let fused = Retriever::new(&tools).with_embeddings(TwoWords, 0.5);
    let hits = fused.retrieve("give me my money", 3);
    assert_eq!(hits[0].tool.name, "refund_order");
    assert_eq!(hits[0].score, 0.5);
}

#[test]
fn the_search_tool_is_never_found() {
    let mut tools = fixture();
    tools.push(tool("search_tools", "Finds the tools that fit a request.", &[("query", "The request.")]));
    let retriever = Retriever::new(&tools);
    let found: Vec<_> = retriever.retrieve("search tools that fit a request to cancel", 10);
    assert!(!found.is_empty() && found.iter().all(|h| h.tool.name != super::meta::SEARCH_TOOL));
}

#[test]
fn an_id_is_no_number() {
    let shape = |v: &str| super::text::shape(v).unwrap();
    assert_eq!(shape("1Z84A7W20391847562"), "§x");
    assert_eq!(shape("n_8f3a"), shape("n_77c1"));
    assert_eq!(shape("n_8f3a"), "§a_x");
    assert_eq!(shape("4417"), "§9");
    assert_eq!(shape("31m"), "§9a");
    // A tracking number finds the tool whose example is one, not the one that takes a count.
    let tools = vec![
        tool("track_shipment", "Where a parcel is.", &[("tracking_number", "Such as `1Z999AA10123456784`.")]),
        tool("set_quantity", "Changes how many of an item.", &[("quantity", "How many, such as `12`.")]),
    ];
    let retriever = Retriever::new(&tools);
    let hits = retriever.retrieve("where is 1Z84A7W20391847562", 5);
    assert_eq!(hits.iter().map(|h| h.tool.name.as_ref()).collect::<Vec<_>>(), ["track_shipment"]);
}

#[test]
fn an_ids_words_name_its_family() {
    // `INV` of `INV-7781` is the family of `get_invoice`'s example, `INV-2041`: it matches the
    // example's word in full, not at the quarter an example's word has for other words.
    let tools = vec![
        tool("get_invoice", "Gets an invoice.", &[("invoice_id", "Such as `INV-2041`.")]),
        tool("show_order", "Shows an order and its lines.", &[("order_id", "Such as `ORD-5003`.")]),
    ];
    let retriever = Retriever::new(&tools);
    let index = retriever.index();
    let groups = super::query::groups(index, "show INV-7781");
    let id_word = index.find("%inv").unwrap();
    assert!(groups.iter().any(|g| g.alternatives.iter().any(|a| a.0 == id_word)));
    let weight = |term: &str| index.postings(index.find(term).unwrap()).map(|(_, w)| w).next().unwrap();
    assert!(weight("%inv") > 2.0 * weight("inv"));
    let score = |q: &str| retriever.retrieve(q, 5).iter().find(|h| h.tool.name == "get_invoice").unwrap().score;
    assert!(score("show INV-7781") > 2.0 * score("show IVN-7781"));
    // A URL's, an address's or a path's words are names of their own, not a family.
    assert_eq!(show_tokens("INV-7781 ann@x.org"), "INV-7781 ann@x.org\n→ §a-9 %inv §a@a.a ann");
}

fn show_query_tokens(text: &str) -> String {
    shown(super::text::query_tokens(text))
}

#[test]
fn what_follows_a_colon_is_passed_on() {
    assert_eq!(
        show_query_tokens("comment on OPS-27: rolled back at 14:05"),
        "comment =comment (on) §a-9 %op 'roll' 'back' (at) §9:9"
    );
    // A colon inside a chunk, or in a quotation, passes nothing on; a doc has no such rule.
    assert_eq!(show_query_tokens("find mail from:ann@x.org"), "find =find mail =mail §a:a@a.a from ann");
    assert_eq!(show_query_tokens("post 'note: done' now"), "post =post 'note' 'done' now =now");
    assert_eq!(
        show_tokens("Status: open or closed."),
        "Status: open or closed.\n→ statu =status open =open (or) close =closed"
    );
    let tools = vec![
        tool("comment_on_ticket", "Adds a comment to a ticket.", &[("ticket_id", "Such as `OPS-12`.")]),
        tool("rollback_deployment", "Rolls back a deployment to the previous release.", &[]),
    ];
    let retriever = Retriever::new(&tools);
    let hits = retriever.retrieve("comment on OPS-27: rolled back the deployment", 5);
    assert_eq!(hits[0].tool.name, "comment_on_ticket");
}

#[test]
fn that_after_a_value_starts_what_is_passed_on() {
    assert_eq!(
        show_query_tokens("tell #ops that the deploy finished"),
        "tell =tell §#a op (that) (the) 'deploi' 'finish'"
    );
    // After a word, `that` starts no text passed on (`runs that failed`).
    assert_eq!(show_query_tokens("runs that failed"), "run =runs (that) fail =failed");
    let tools = vec![
        tool("post_message", "Posts a message in a channel.", &[("channel", "Such as `#general`.")]),
        tool("deploy_release", "Deploys a release to production.", &[("version", "The release.")]),
    ];
    let retriever = Retriever::new(&tools);
    let score = |q: &str, name: &str| retriever.retrieve(q, 5).iter().find(|h| h.tool.name == name).unwrap().score;
    // What is said counts half: the channel's tool gains on the one the message is about.
    let (said, asked) = ("tell #ops that the release is deployed", "tell #ops the release is deployed");
    assert!(score(said, "post_message") > score(asked, "post_message"));
    assert!(score(said, "deploy_release") < score(asked, "deploy_release"));
}

#[test]
fn a_parameter_shares_the_examples_of_the_end_of_its_name() {
    // `new_start` gives no example; `start` does, in another tool: `new_start` is a `start`.
    let tools = vec![
        tool("book_appointment", "Books a visit.", &[("start", "Such as `2026-04-07T10:30`.")]),
        tool("reschedule_appointment", "Moves a visit.", &[("new_start", "The new time.")]),
        tool("restart_server", "Restarts a server.", &[("restart", "Whether to.")]),
    ];
    let index = build(&fixture_refs(&tools), &[]);
    let shape = index.find(&super::text::shape("2026-04-07T10:30").unwrap()).unwrap();
    let holders: Vec<&str> = index.postings(shape).map(|(doc, _)| tools[doc as usize].name.as_ref()).collect();
    assert_eq!(holders, ["book_appointment", "reschedule_appointment"]);
}

#[test]
fn an_acronyms_plural_is_one_word() {
    assert_eq!(show_tokens("PRs URLs IDs"), "PRs URLs IDs\n→ pr =prs url =urls id =ids");
    // A capital before a word still starts it; an `s` that begins a word is no plural.
    assert_eq!(show_tokens("HTTPServer PRsearch"), "HTTPServer PRsearch\n→ http =http server =server rsearch =rsearch");
    let tools = vec![
        tool("list_pull_requests", "Lists the pull requests of a repository.", &[]),
        tool("list_prices", "Lists the prices of a product.", &[]),
    ];
    let hits = Retriever::new(&tools).retrieve("open PRs", 5);
    assert_eq!(hits[0].tool.name, "list_pull_requests");
}

#[test]
fn a_scheme_and_a_top_level_domain_are_no_words_of_a_value() {
    assert_eq!(show_query_tokens("is https://www.status.acme.org/api up"), "(is) §a://a.a/a statu acm api up =up");
    assert_eq!(show_query_tokens("mail ann@shop.example.com"), "mail =mail §a@a.a ann shop exampl");
    // In any case, and with hosts of any script.
    assert_eq!(show_query_tokens("https://WWW.Acme.COM/x ftp://ü.éé/x"), "§a://a.a/a acm §a://a.a/a");
    // A URL's scheme is no word the catalogue has, though its example URLs have one.
    let tools = vec![
        tool("fetch_page", "Downloads a web page.", &[("url", "Such as `https://example.com/docs`.")]),
        tool("check_site", "Checks whether a website answers.", &[("url", "The site's address.")]),
    ];
    let index = build(&fixture_refs(&tools), &[]);
    assert!(index.find("http").is_none() && index.find("com").is_none());
    assert!(index.find("exampl").is_some());
}

#[test]
fn an_identifier_is_named_exactly() {
    assert_eq!(
        show_query_tokens("disputes that are need_response"),
        "disput =disputes (that) (are) ~need_response need =need respons =response"
    );
    // In the text passed on too, and in a doc; a value is no identifier.
    assert_eq!(
        show_query_tokens("tell #ops that it is in_review"),
        "tell =tell §#a op (that) (it) (is) ~in_review (in) 'review'"
    );
    assert_eq!(
        show_tokens("One of `to_do`, `v2_api`."),
        "One of `to_do`, `v2_api`.\n→ on =one (of) ~to_do (to) do =do §a9_a %api"
    );
    let tools = vec![
        tool("search_tickets", "Searches tickets.", &[("status", "One of `to_do`, `in_review`, `done`.")]),
        tool("list_mentions", "Lists the posts mentioning the account.", &[]),
    ];
    let retriever = Retriever::new(&tools);
    let hits = retriever.retrieve("tickets mentioning 'refund' that are still to_do", 5);
    assert_eq!(hits[0].tool.name, "search_tickets");
    let named = retriever.retrieve("mentioning to_do", 5);
    let spelt = retriever.retrieve("mentioning to do", 5);
    let score = |hits: &[super::Hit<'_>]| hits.iter().find(|h| h.tool.name == "search_tickets").unwrap().score;
    assert!(score(&named) > score(&spelt));
}

#[test]
fn a_participle_is_no_action() {
    let tools = vec![
        tool("close_issue", "Closes an issue.", &[]),
        tool("list_issues", "Lists the issues of a repository, open or closed.", &[]),
    ];
    let retriever = Retriever::new(&tools);
    let index = retriever.index();
    let action = index.find("^close").unwrap();
    let acts = |q: &str| super::query::groups(index, q).iter().any(|g| g.alternatives.iter().any(|a| a.0 == action));
    assert!(acts("close issue 42"));
    assert!(!acts("closed issues"));
    assert!(!acts("closing issues"));
    let hits = retriever.retrieve("closed issues", 5);
    assert_eq!(hits[0].tool.name, "list_issues");
}

#[test]
fn what_and_which_are_stop_words() {
    assert_eq!(
        show_query_tokens("what did @dana_k post, which one, who and when"),
        "(what) did =did §@a_a dana post =post (which) on =one who =who (and) when =when"
    );
}

fn data() -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data")
}

/// The committed inversions of the lexicons (`data/*.reach`) are those of their headwords
/// (`data/*.tsv`). Fails naming the command that rewrites a stale `.reach` file; with
/// `UPDATE_LEXICONS=1` it rewrites it.
#[test]
fn the_inverted_lexicons_are_fresh() {
    for (tsv, reach, _) in crate::LEXICON_FILES {
        let headwords = std::fs::read_to_string(data().join(tsv)).unwrap();
        let want = crate::inverted_lexicon(&headwords);
        let have = std::fs::read_to_string(data().join(reach)).unwrap_or_default();
        if have.replace("\r\n", "\n") == want {
            continue;
        }
        if std::env::var_os("UPDATE_LEXICONS").is_some() {
            std::fs::write(data().join(reach), &want).unwrap();
        } else {
            panic!(
                "`data/{reach}` is not the inversion of `data/{tsv}`: run \
                 `UPDATE_LEXICONS=1 cargo test -p toolschema-retrieve the_inverted_lexicons_are_fresh`"
            );
        }
    }
}
