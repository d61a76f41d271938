//! The committed inversions of the lexicons (`data/*.reach`) are those of their headwords
//! (`data/*.tsv`), and give the index the headwords give.

use std::path::PathBuf;

use toolschema::retrieve::{build, Lexicon};
use toolschema_codegen::retrieval::{inverted_lexicon, lexicons, LEXICON_FILES};

fn data() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data")
}

/// Fails naming the command that rewrites a stale `.reach` file; with `UPDATE_LEXICONS=1`
/// it rewrites it.
#[test]
fn the_inverted_lexicons_are_fresh() {
    for (tsv, reach, _) in LEXICON_FILES {
        let headwords = std::fs::read_to_string(data().join(tsv)).unwrap();
        let want = inverted_lexicon(&headwords);
        let have = std::fs::read_to_string(data().join(reach)).unwrap_or_default();
        if have.replace("\r\n", "\n") == want {
            continue;
        }
        if std::env::var_os("UPDATE_LEXICONS").is_some() {
            std::fs::write(data().join(reach), &want).unwrap();
        } else {
            panic!(
                "`data/{reach}` is not the inversion of `data/{tsv}`: run \
                 `UPDATE_LEXICONS=1 cargo test -p toolschema-codegen --test it lexicons`"
            );
        }
    }
}

/// The inverted lexicons build the index the headwords build, on the dev catalogue.
#[test]
fn the_inverted_lexicons_build_the_same_index() {
    let tools = toolschema_codegen::generate(&toolschema_codegen::Options::new(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/retrieve-dev-tools"),
        "retrieve-dev-tools".to_owned(),
    ))
    .tools;
    let refs: Vec<_> = tools.iter().collect();
    let texts: Vec<(String, f64)> =
        LEXICON_FILES.iter().map(|(tsv, _, c)| (std::fs::read_to_string(data().join(tsv)).unwrap(), *c)).collect();
    let parsed: Vec<Lexicon<'_>> = texts.iter().map(|(t, c)| Lexicon::parse(t, *c)).collect();
    let from_headwords = build(&refs, &parsed.iter().collect::<Vec<_>>());
    let from_inverted = build(&refs, &lexicons());
    assert!(from_headwords.bytes().len() > 10_000, "the lexicons reach the tools' words");
    assert!(from_headwords == from_inverted, "the inverted lexicons build another index");
}
