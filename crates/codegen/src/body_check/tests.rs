//! The check against `syn` itself: tricky bodies, every body of the corpus and of a synthetic
//! crate, and hundreds of thousands of mutants of them. Whatever it is sure of, `syn` must
//! parse; and it must stay sure of most bodies, or it would be no faster.

use super::surely_parses;
use crate::bodies::{pieces, syn_parse};
use crate::lex::{lex, Kind, Token};

/// Bodies, and whether the check is sure of them.
const TRICKY: &[(&str, bool)] = &[
    ("{}", true),
    ("{ let x = 1; x }\n", true),
    ("{ ;; let x = 1;; }", true),
    ("{ a < b < c }", false),
    ("{ a == b == c }", false),
    ("{ (a < b) < c }", true),
    ("{ a < b && c > d || e <= f }", true),
    ("{ if S { x: 1 } == s {} }", false),
    ("{ if (S { x: 1 }) == s {} }", true),
    ("{ if x == S {} }", true),
    ("{ while S { a } {} }", true),
    ("{ match S { a: 1 } { _ => 1 } }", false),
    ("{ for x in S { a } {} }", true),
    ("{ while S { a: 1 } {} }", false),
    ("{ for x in (S { a }) {} }", true),
    ("{ match s { S { a, b: c, .. } => 1, T(x, ..) => 2, [a, .., b] => 3, _ => 4 } }", true),
    ("{ let Some(x) = y else { return; }; x }", true),
    ("{ let x = if a { b } else { c } else { return; }; }", false),
    ("{ let x = S { a } else { return; }; }", false),
    ("{ x.0.1 + x.0 + x.1.await }", true),
    ("{ x.1e5 }", false),
    ("{ x.0u8 }", false),
    ("{ let v: Vec<_> = it.map(|x| x * 2).collect::<Vec<_>>(); }", true),
    ("{ x.f::<u8> }", false),
    ("{ let x = a as u32 < b; }", false),
    ("{ let x = (a as u32) < b; }", true),
    ("{ let x = a as u32 <= b; }", true),
    ("{ let x = a as u64 as f64 / 2.0; }", true),
    ("{ x as u8.y }", false),
    ("{ x as u8? }", false),
    ("{ m!{ a b c } x }", true),
    ("{ m!{ a }.f() }", true),
    ("{ m!(a) x }", false),
    ("{ m!(a); x }", true),
    ("{ vec![1, 2] }", true),
    ("{ format!(\"{}\", x) }", true),
    ("{ macro_rules! m { () => {} } }", false),
    ("{ if a {} else {} - 1 }", true),
    ("{ if a {} + 1 }", false),
    ("{ match a {}.len() }", true),
    ("{ |a, b| a + b; }", true),
    ("{ let f = move |x: u32| -> u32 { x }; }", true),
    ("{ let f = || {}; }", true),
    ("{ for (i, x) in v.iter().enumerate() { s += i; } }", true),
    ("{ while let Some(x) = it.next() { } }", true),
    ("{ if let Some(x) = y && z {} else if w {} else {} }", true),
    ("{ if x {} else y }", false),
    ("{ loop { break; } }", true),
    ("{ 'a: loop { break 'a; } }", false),
    ("{ x?.y.await?; }", true),
    ("{ let r = ..; let r = a..; let r = ..=b; let r = a..b; let r = a..=b; }", true),
    ("{ let x = ...; }", false),
    ("{ a.. == b }", false),
    ("{ a = b = c; *x += 1; y -= 2; z <<= 3; w >>= 4; v ^= 5; }", true),
    ("{ a > > = 1; }", false),
    ("{ &&x; &mut y; !z; -w; - -v; }", true),
    ("{ a - -b * !c }", true),
    ("{ let [a, b, ..] = s; let (ref x, mut y) = t; let &p = q; let (A | B) = c; }", true),
    ("{ let A | B = c; }", false),
    ("{ match x { A | B => {} C(y) if y > 0 => y, -1 => 0, 'c' | \"s\" => 1, _ => {} } }", true),
    ("{ match x { 1..=5 => {} -5..-1 | 'a'..='z' => {} [0..=9, ..] => {} v @ Some(_) => {} } }", true),
    ("{ match x { 1.. => {} } }", false),
    ("{ match x { ..=1 => {} } }", false),
    ("{ match x { 0...9 => {} } }", false),
    ("{ match x { 0..=MAX => {} } }", false),
    ("{ match x { 0..=\"s\" => {} } }", true),
    ("{ S { a: 1, b, ..Default::default() } }", true),
    ("{ S { 0: a, 1: b } }", true),
    ("{ fn inner() {} }", false),
    ("{ use std::io; }", false),
    ("{ #[allow(x)] let a = 1; }", false),
    ("{ #![allow(x)] }", false),
    ("{ unsafe { x } }", false),
    ("{ async {} }", false),
    ("{ let type = 1; }", false),
    ("{ let r#type = 1; r#type }", true),
    ("{ gen }", false),
    ("{ default.x(); union.y(); auto }", true),
    ("{ let x: &'a mut [u8; 4] = y; let y: (u8, String) = z; let z: &[&str] = w; }", true),
    ("{ let x: Box<dyn T> = y; }", false),
    ("{ let x: impl T = y; }", false),
    ("{ let x: A + B = y; }", false),
    ("{ <T>::f() }", false),
    ("{ <T as U>::f() }", false),
    ("{ Self::f(self, super::g(crate::h)) }", true),
    ("{ return }", true),
    ("{ return; }", true),
    ("{ return Err(e)?; }", true),
    ("{ break Some(x) }", true),
    ("{ continue }", true),
    ("{ f(x,) + g() }", true),
    ("{ [1; 3]; [1, 2,]; []; (); (1,); (1) }", true),
    ("{ S {} }", true),
    ("{ let x = 1 }", false),
    ("{ x } y", false),
    ("{ '\\n'; b'a'; \"s\\t\"; r#\"raw\"#; 1u8; 2.5f64; 0x1F; 1e10; br\"x\"; c\"c\"; }", true),
    ("{ /* a /* nested */ comment */ x // and a line\n }", true),
    ("{ /// doc\n x }", false),
    ("{ x.é }", false),
    ("{ &raw const x }", false),
    ("{ yield x }", false),
    ("{ try { x } }", false),
    ("{ box x }", false),
    ("{ const { 1 } }", false),
    ("{ static || 1 }", false),
    ("{ let _ = x; _ = y; }", true),
    ("{ self.items.iter().filter(|i| i.ok).count() }", true),
    ("{ Ok::<_, String>(x) }", true),
    ("{ if a { b } else { c }.to_string() }", true),
    ("{ x = match y { _ => 1 } + 1; }", true),
    ("{ x == y != z }", false),
    ("{ !a == b }", true),
];

#[test]
fn tricky_bodies() {
    for &(body, sure) in TRICKY {
        assert_eq!(surely_parses(body), sure, "{body}");
        assert!(!sure || syn_parse(body), "sure, but syn rejects: {body}");
    }
}

/// Deeply nested bodies are not sure, without overflowing the stack; nested a little, they are.
#[test]
fn depth_is_bounded() {
    let nested = |n: usize, open: &str, close: &str| format!("{{ {}x{} }}", open.repeat(n), close.repeat(n));
    assert!(surely_parses(&nested(50, "(", ")")));
    assert!(surely_parses(&nested(50, "-", "")));
    assert!(surely_parses(&nested(50, "{", "}")));
    for (open, close) in [("(", ")"), ("[", "]"), ("{", "}"), ("-", ""), ("&", ""), ("|a| ", ""), ("x = ", "")] {
        assert!(!surely_parses(&nested(100_000, open, close)), "{open}");
    }
    let shapes: [fn(usize) -> String; 8] = [
        |n| format!("{{ let x: {}u8{} = y; }}", "Vec<".repeat(n), ">".repeat(n)),
        |n| format!("{{ let {}x{} = y; }}", "(".repeat(n), ")".repeat(n)),
        |n| format!("{{ let x: {}u8 = y; }}", "&".repeat(n)),
        |n| format!("{{ {}x{} }}", "if a { ".repeat(n), " }".repeat(n)),
        |n| format!("{{ {}x{} }}", "match a { _ => ".repeat(n), " }".repeat(n)),
        |n| format!("{{ {}x{} }}", "|| -> u8 { ".repeat(n), " }".repeat(n)),
        |n| format!("{{ {}x{} }}", "S { a: ".repeat(n), " }".repeat(n)),
        |n| format!("{{ x{}{} }}", ".f(x".repeat(n), ")".repeat(n)),
    ];
    for shape in shapes {
        assert!(surely_parses(&shape(20)), "{}", shape(2));
        assert!(!surely_parses(&shape(100_000)), "{}", shape(2));
    }
}

/// The bodies of every function `prescan` sets aside in the corpus.
fn corpus_bodies() -> Vec<String> {
    crate::lex::tests::corpus().iter().flat_map(|(_, text)| bodies_of(text)).collect()
}

/// The bodies of two files of `cargo xtask synth 200`.
fn synthetic_bodies() -> Vec<String> {
    [include_str!("testdata/group_000.rs"), include_str!("testdata/group_001.rs")]
        .iter()
        .flat_map(|t| bodies_of(t))
        .collect()
}

fn bodies_of(text: &str) -> Vec<String> {
    let bodies = crate::prescan::prescan(text, true).bodies.unwrap_or_default();
    pieces(&bodies).map(str::to_owned).collect()
}

/// Of `bodies`: how many the check is sure of, how many `syn` parses. Panics at a body the
/// check is sure of that `syn` rejects.
fn differential(bodies: &[String]) -> (usize, usize) {
    let (mut sure, mut parse) = (0, 0);
    for body in bodies {
        let syn = syn_parse(body);
        if std::env::var_os("BODY_CHECK_SHOW").is_some() && syn && !surely_parses(body) {
            eprintln!("not sure:\n{body}");
        }
        if surely_parses(body) {
            assert!(syn, "sure, but syn rejects:\n{body}");
            sure += 1;
        }
        parse += usize::from(syn);
    }
    (sure, parse)
}

#[test]
fn sure_only_of_what_syn_parses() {
    let corpus = corpus_bodies();
    let (sure, parse) = differential(&corpus);
    eprintln!("corpus: sure of {sure} of {} bodies ({parse} parse)", corpus.len());
    assert!(corpus.len() > 500, "{} bodies", corpus.len());
    assert!(sure * 100 >= corpus.len() * 85, "sure of only {sure} of {} corpus bodies", corpus.len());

    let synthetic = synthetic_bodies();
    let (sure, parse) = differential(&synthetic);
    eprintln!("synthetic: sure of {sure} of {} bodies ({parse} parse)", synthetic.len());
    assert!(synthetic.len() >= 100, "{} bodies", synthetic.len());
    assert!(sure * 100 >= synthetic.len() * 95, "sure of only {sure} of {} synthetic bodies", synthetic.len());
}

/// A small xorshift generator: the mutants are the same on every run.
pub(crate) struct Rng(pub(crate) u64);

impl Rng {
    pub(crate) fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

/// What mutations insert: punctuation, keywords, literals, and bits of grammar the check reads.
const INSERTS: &[&str] = &[
    ";", ",", ".", "..", "..=", "...", "=", "==", "=>", "->", "::", ":", "<", ">", "<=", ">>=", "&", "&&", "|", "||",
    "!", "!=", "?", "-", "+", "*", "/", "%", "^", "#", "@", "(", ")", "[", "]", "{", "}", "'a", "'a:", "1", "1.5",
    "0.1", "1e3", "\"s\"", "'c'", "x", "_", "if", "else", "match", "let", "mut", "ref", "as", "in", "for", "while",
    "loop", "break", "continue", "return", "move", "fn", "struct", "const", "static", "unsafe", "async", "await",
    "dyn", "impl", "box", "yield", "try", "gen", "union", "default", "Self", "self", "super", "crate", "true", "S {}",
    "m!{}", "m!()", "|x|", "x as u8", "::<u8>", "else {}", "{}", "()", "[]",
];

/// More of [`INSERTS`], longer.
const SNIPPETS: &[&str] = &["S { a: 1 }", "(S { a: 1 })"];

/// A mutant of `text`, whose tokens are `toks` (not empty).
fn mutant(text: &str, toks: &[Token], rng: &mut Rng) -> String {
    let k = rng.below(toks.len());
    let t = toks[k];
    let next = toks.get(k + 1).copied().unwrap_or(t);
    let insert = match rng.below(INSERTS.len() + SNIPPETS.len()) {
        r if r < INSERTS.len() => INSERTS[r],
        r => SNIPPETS[r - INSERTS.len()],
    };
    let splice = |from: usize, to: usize, with: &str| format!("{}{with}{}", &text[..from], &text[to..]);
    let pick = |rng: &mut Rng, want: &dyn Fn(&Token) -> bool| {
        let matching: Vec<&Token> = toks.iter().filter(|t| want(t)).collect();
        (!matching.is_empty()).then(|| *matching[rng.below(matching.len())])
    };
    match rng.below(12) {
        0 => splice(t.start, t.end, ""),
        1 => splice(t.end, t.end, &format!(" {}", &text[t.start..t.end])),
        2 if k + 1 == toks.len() => splice(t.start, t.end, ""),
        2 => format!(
            "{}{}{}{}{}",
            &text[..t.start],
            &text[next.start..next.end],
            &text[t.end..next.start],
            &text[t.start..t.end],
            &text[next.end..]
        ),
        3 => splice(t.start, t.start, &format!(" {insert} ")),
        4 => splice(t.start, t.start, insert),
        5 => match pick(rng, &|t: &Token| text[t.start..t.end] == *";") {
            Some(semi) => splice(semi.start, semi.end, ","),
            None => splice(t.start, t.end, ","),
        },
        6 => match pick(rng, &|t: &Token| matches!(t.kind, Kind::Open(_) | Kind::Close(_))) {
            Some(d) => splice(d.start, d.end, ""),
            None => splice(t.start, t.end, ""),
        },
        // Glue two tokens, or part two joint ones.
        7 => splice(t.end, next.start.max(t.end), ""),
        8 => splice(t.end, t.end, " "),
        // A struct literal in a condition, bare or in parentheses.
        9 => match pick(rng, &|t: &Token| ["if", "while", "match", "in"].contains(&&text[t.start..t.end])) {
            Some(c) if rng.below(2) == 0 => splice(c.end, c.end, " S { a: 1 } == "),
            Some(c) => splice(c.end, c.end, " (S { a: 1 }) == "),
            None => splice(t.start, t.start, " S { a } "),
        },
        10 => {
            let last = toks[(k + 1 + rng.below(3)).min(toks.len() - 1)];
            splice(t.start, last.end, "")
        }
        _ => splice(t.start, t.end, insert),
    }
}

/// Every mutant the check is sure of parses with `syn`.
#[test]
fn sure_only_of_mutants_syn_parses() {
    let mut bodies = corpus_bodies();
    bodies.extend(synthetic_bodies());
    let lexed: Vec<(&String, Vec<Token>)> =
        bodies.iter().filter_map(|b| lex(b).filter(|t| !t.is_empty()).map(|t| (b, t))).collect();
    // More, or others, by hand: BODY_CHECK_MUTANTS=3000000 BODY_CHECK_SEED=7.
    let env = |name: &str, default: u64| std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default);
    let per_body = env("BODY_CHECK_MUTANTS", 300_000) as usize / lexed.len() + 1;
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ env("BODY_CHECK_SEED", 0));
    let (mut total, mut sure, mut syn_rejected, mut twice) = (0usize, 0usize, 0usize, 0usize);
    for (body, toks) in &lexed {
        for _ in 0..per_body {
            let mut m = mutant(body, toks, &mut rng);
            // Sometimes a second mutation, on the first mutant's tokens.
            if rng.below(4) == 0 {
                if let Some(toks) = lex(&m).filter(|t| !t.is_empty()) {
                    m = mutant(&m, &toks, &mut rng);
                    twice += 1;
                }
            }
            total += 1;
            if surely_parses(&m) {
                sure += 1;
                if !syn_parse(&m) {
                    syn_rejected += 1;
                    eprintln!("sure, but syn rejects:\n{m}\n(from)\n{body}");
                }
            }
        }
    }
    eprintln!("mutants: {total} ({twice} mutated twice), sure of {sure}, of which syn rejects {syn_rejected}");
    assert_eq!(syn_rejected, 0);
    assert!(total >= 300_000 && sure * 20 >= total, "{total} mutants, sure of {sure}");
}

/// The time `bodies::parse` takes over the bodies of a synthetic crate, against `syn` alone:
/// `SYNTH_SRC=/tmp/s/toolschema/src cargo test -p toolschema-codegen bodies_time -- --ignored
/// --nocapture` after `cargo xtask synth 2000 /tmp/s`.
#[test]
#[ignore = "a measurement, not a test"]
fn bodies_time() {
    let Ok(dir) = std::env::var("SYNTH_SRC") else { return eprintln!("SYNTH_SRC is not set") };
    let mut files: Vec<String> = Vec::new();
    for path in std::fs::read_dir(dir).unwrap().flatten().map(|e| e.path()) {
        files.extend(crate::prescan::prescan(&std::fs::read_to_string(path).unwrap(), true).bodies);
    }
    let bytes: usize = files.iter().map(String::len).sum();
    let time = |f: &dyn Fn(&str) -> bool| {
        (0..7)
            .map(|_| {
                let start = std::time::Instant::now();
                assert!(files.iter().all(|b| f(b)));
                start.elapsed()
            })
            .min()
            .unwrap()
    };
    let (before, after) = (time(&syn_parse), time(&crate::bodies::parse));
    let sure = files.iter().flat_map(|b| pieces(b)).filter(|b| surely_parses(b)).count();
    let all = files.iter().flat_map(|b| pieces(b)).count();
    eprintln!("{} files, {bytes} bytes of bodies, sure of {sure} of {all}: syn {before:?}, now {after:?}", files.len());
}

/// Random bodies from a grammar of the constructs the check reads, with near misses (a
/// struct literal in a condition, chained comparisons, a cast before `<`, a missing `;`):
/// every one the check is sure of parses with `syn`.
#[test]
fn sure_only_of_random_bodies_syn_parses() {
    // More, or others, by hand: BODY_CHECK_RANDOM=3000000 BODY_CHECK_SEED=7.
    let env = |name: &str, default: u64| std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default);
    let count = env("BODY_CHECK_RANDOM", 100_000);
    let mut g = Gen { rng: Rng(0x2545_F491_4F6C_DD1D ^ env("BODY_CHECK_SEED", 0)), out: String::new() };
    let (mut sure, mut parse) = (0, 0);
    for _ in 0..count {
        g.out.clear();
        g.block(3);
        let body = &g.out;
        let syn = syn_parse(body);
        if surely_parses(body) {
            assert!(syn, "sure, but syn rejects:\n{body}");
            sure += 1;
        }
        parse += usize::from(syn);
    }
    eprintln!("random bodies: {count}, syn parses {parse}, sure of {sure}");
    assert!(sure * 10 >= parse, "sure of {sure}, syn parses {parse}");
}

/// A writer of random bodies.
struct Gen {
    rng: Rng,
    out: String,
}

impl Gen {
    fn put(&mut self, s: &str) {
        self.out.push_str(s);
    }

    fn pick(&mut self, from: &[&str]) {
        let s = from[self.rng.below(from.len())];
        self.put(s);
    }

    fn chance(&mut self, one_in: usize) -> bool {
        self.rng.below(one_in) == 0
    }

    fn block(&mut self, depth: u32) {
        self.put("{ ");
        for _ in 0..self.rng.below(4) {
            self.stmt(depth);
        }
        if self.chance(2) {
            self.expr(depth);
        }
        self.put(" }");
    }

    fn stmt(&mut self, depth: u32) {
        match self.rng.below(8) {
            0 | 1 => {
                self.put("let ");
                self.pat(depth);
                if self.chance(3) {
                    self.put(": ");
                    self.ty(depth);
                }
                if self.chance(4) {
                    self.put(" = ");
                    self.expr(depth);
                    if self.chance(6) {
                        self.put(" else { return; }");
                    }
                }
                self.put("; ");
            }
            2 => self.put("; "),
            3 => {
                self.pick(&["m! { a b }", "m!(x)", "m![y]", "a::m! { }"]);
                self.pick(&[" ", "; ", ".f() ", "? "]);
            }
            _ => {
                self.expr(depth);
                self.pick(&["; ", "; ", "; ", " "]);
            }
        }
    }

    fn expr(&mut self, depth: u32) {
        if depth == 0 || self.chance(4) {
            return self.pick(&[
                "x",
                "1",
                "1.5",
                "'c'",
                "\"s\"",
                "true",
                "a::b",
                "Self",
                "self.f",
                "x.0",
                "x.0.1",
                "S {}",
                "S { a: 1 }",
                "m!()",
                "m![x]",
                "m!{ y }",
                "()",
                "_",
                "..",
                "x?",
                "f()",
                "v[0]",
                "S",
                "0u8",
            ]);
        }
        let d = depth - 1;
        match self.rng.below(34) {
            0..=5 => {
                self.expr(d);
                self.pick(&[
                    " + ", " - ", " * ", " / ", " % ", " && ", " || ", " == ", " != ", " < ", " > ", " <= ", " >= ",
                    " & ", " | ", " ^ ", " << ", " >> ", " = ", " += ", " -= ", " .. ", " ..= ", " <<= ", " >>= ", "+",
                    "<", "-", " ... ", " as u8 ", " < - ",
                ]);
                self.expr(d);
            }
            6 => {
                self.pick(&["-", "!", "*", "&", "&mut ", "& &", "&&", "- -"]);
                self.expr(d);
            }
            7 => {
                self.expr(d);
                self.put(" as ");
                self.ty(d);
            }
            8 => {
                self.put("(");
                self.expr(d);
                self.pick(&[")", ",)", ", x)", ", x,)"]);
            }
            9 => {
                self.put("[");
                self.expr(d);
                self.pick(&["]", "; 3]", ", 2]", ",]"]);
            }
            10 => {
                self.pick(&["f(", "a::f(", "f::<u8>("]);
                self.expr(d);
                self.pick(&[")", ", y)", ",)"]);
            }
            11 => {
                self.expr(d);
                self.pick(&[".m(", ".m::<u8>(", ".f.g(", ".0.m(", "?.m("]);
                self.expr(d);
                self.put(")");
            }
            12 => {
                self.expr(d);
                self.pick(&[".f", ".await", "?", ".0", ".1.2", "[0]", ".m::<u8>"]);
            }
            13 => {
                self.expr(d);
                self.put("[");
                self.expr(d);
                self.put("]");
            }
            14 | 15 => {
                self.pick(&["S { a: ", "S { 0: ", "a::S { b, c: ", "Self { a: "]);
                self.expr(d);
                self.pick(&[" }", ", ..x }", ", b }", ", }"]);
            }
            16 | 17 => {
                self.pick(&["|x| ", "|x, y| ", "move || ", "|x: u8| ", "|(a, b)| ", "|_| ", "|| "]);
                if self.chance(4) {
                    self.put("-> u8 ");
                    self.block(d);
                } else {
                    self.expr(d);
                }
            }
            18 | 19 => {
                self.pick(&["if ", "if let Some(x) = ", "if let S { a, .. } = ", "while ", "while let (a, _) = "]);
                self.expr(d);
                self.put(" ");
                self.block(d);
                match self.rng.below(4) {
                    0 => {
                        self.put(" else ");
                        self.block(d);
                    }
                    1 => {
                        self.put(" else if ");
                        self.expr(d);
                        self.put(" ");
                        self.block(d);
                    }
                    _ => {}
                }
            }
            20 | 21 => {
                self.put("match ");
                self.expr(d);
                self.put(" { ");
                for _ in 0..self.rng.below(4) {
                    self.pat(d);
                    if self.chance(4) {
                        self.put(" if ");
                        self.expr(d);
                    }
                    self.put(" => ");
                    if self.chance(3) {
                        self.block(d);
                        self.pick(&[" ", ", "]);
                    } else {
                        self.expr(d);
                        self.pick(&[", ", ", ", " "]);
                    }
                }
                self.put("}");
            }
            22 => {
                self.put("for ");
                self.pat(d);
                self.put(" in ");
                self.expr(d);
                self.put(" ");
                self.block(d);
            }
            23 => {
                self.put("loop ");
                self.block(d);
            }
            24 | 25 => self.block(d),
            26 => {
                self.pick(&["return ", "break ", "return", "break", "continue", "return; ", "break; "]);
                if self.chance(2) {
                    self.expr(d);
                }
            }
            27 => {
                self.pick(&["..", "..=", "x..", "x..=", "a.."]);
                if self.chance(2) {
                    self.expr(d);
                }
            }
            28 => {
                self.pick(&["m!(", "m! {", "m![", "vec!["]);
                self.expr(d);
                self.pick(&[")", "}", "]", "]"]);
            }
            29 => {
                self.put("let ");
                self.pat(d);
                self.put(" = ");
                self.expr(d);
            }
            30 => {
                self.pick(&["a::<u8>::b", "Vec::<Vec<u8>>::new()", "<T>::f()", "x.f::<Vec<_>>()", "S::<u8> {}"]);
            }
            31 => {
                // Noise: a token anywhere.
                self.expr(d);
                self.pick(INSERTS);
                self.expr(d);
            }
            _ => {
                self.put("(");
                self.expr(d);
                self.put(")");
            }
        }
    }

    fn pat(&mut self, depth: u32) {
        if depth == 0 || self.chance(3) {
            return self.pick(&[
                "_",
                "x",
                "mut x",
                "ref x",
                "ref mut x",
                "1",
                "-1",
                "'c'",
                "\"s\"",
                "..",
                "S",
                "a::B",
                "true",
                "x @ _",
                "1..=5",
                "'a'..='z'",
                "0..9",
                "1..",
                "..=2",
                "Self",
            ]);
        }
        let d = depth - 1;
        match self.rng.below(7) {
            0 => {
                self.pick(&["Some(", "a::T(", "("]);
                self.pat(d);
                self.pick(&[")", ", ..)", ",)", ", y)"]);
            }
            1 => {
                self.pick(&["S { a, b: ", "S { ref a, c: ", "S { "]);
                self.pat(d);
                self.pick(&[" }", ", .. }", ", }"]);
            }
            2 => {
                self.put("[");
                self.pat(d);
                self.pick(&["]", ", ..]", ", .., z]"]);
            }
            3 => {
                self.pick(&["&", "&mut ", "&&"]);
                self.pat(d);
            }
            4 => {
                self.pat(d);
                self.put(" | ");
                self.pat(d);
            }
            5 => {
                self.pick(&["| ", "x @ "]);
                self.pat(d);
            }
            _ => {
                self.put("(");
                self.pat(d);
                self.put(", ");
                self.pat(d);
                self.put(")");
            }
        }
    }

    fn ty(&mut self, depth: u32) {
        if depth == 0 || self.chance(3) {
            return self.pick(&["u8", "String", "_", "Self", "a::B", "()", "!", "dyn T", "impl T", "T + U", "'a"]);
        }
        let d = depth - 1;
        match self.rng.below(5) {
            0 => {
                self.pick(&["Vec<", "Option<", "a::B<'a, ", "HashMap<u8, ", "Fn("]);
                self.ty(d);
                self.pick(&[">", ">", ")", ", >"]);
            }
            1 => {
                self.pick(&["&", "&'a ", "&mut ", "&'static mut "]);
                self.ty(d);
            }
            2 => {
                self.put("[");
                self.ty(d);
                self.pick(&["]", "; 4]", "; N]", "; x + 1]"]);
            }
            3 => {
                self.put("(");
                self.ty(d);
                self.pick(&[",)", ", u8)", ")"]);
            }
            _ => {
                self.ty(d);
                self.pick(&["::Item", "<u8>", " + Send"]);
            }
        }
    }
}
