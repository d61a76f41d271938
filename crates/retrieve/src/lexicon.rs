//! A lexicon: headwords with the words that may stand for them (translations, synonyms),
//! read from tab-separated text (`취소\tcancellation`, senses separated by `; `), or from
//! the same inverted once (`reach`), which an index is built from without reading it whole.

use std::borrow::Cow;

/// Headwords and their senses, sorted by headword, and how far a sense may stand for its
/// headword. Borrows the text it was read from.
///
/// Read from the headwords ([`Lexicon::parse`]), or from their inversion
/// ([`Lexicon::invert`], read back by [`Lexicon::inverted`]): both give the same index;
/// the inverted one is looked up a term at a time, so building a small catalogue's index
/// costs little whatever the lexicon's size.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Lexicon<'t> {
    entries: Vec<(&'t str, Cow<'t, str>)>,
    inverted: Option<&'t str>,
    confidence: f64,
}

impl<'t> Lexicon<'t> {
    /// Reads `headword<TAB>sense; sense; …` lines; blank lines, lines starting with `#` and
    /// lines without a tab are skipped, and a headword given twice keeps every sense. A
    /// one-word sense stands for its headword with `confidence` (clamped to `[0, 1]`), each
    /// word of an n-word sense with `confidence / n`.
    pub fn parse(text: &'t str, confidence: f64) -> Lexicon<'t> {
        let mut entries: Vec<(&'t str, Cow<'t, str>)> = Vec::new();
        // Plain loops over bytes: build scripts run unoptimised, and read every line.
        let bytes = text.as_bytes();
        let mut start = 0;
        while start < bytes.len() {
            let end = bytes[start..].iter().position(|&b| b == b'\n').map_or(bytes.len(), |p| start + p);
            let line = &text[start..end];
            start = end + 1;
            let Some(tab) = line.bytes().position(|b| b == b'\t') else { continue };
            let headword = line[..tab].trim();
            if headword.is_empty() || headword.starts_with('#') {
                continue;
            }
            entries.push((headword, Cow::Borrowed(line[tab + 1..].trim_end_matches('\r'))));
        }
        entries.sort_by(|a, b| a.0.cmp(b.0));
        entries.dedup_by(|later, first| {
            let same = later.0 == first.0;
            if same {
                first.1 = Cow::Owned(format!("{}; {}", first.1, later.1));
            }
            same
        });
        Lexicon { entries, inverted: None, confidence: clamped(confidence) }
    }

    /// A lexicon read from the text [`Lexicon::invert`] wrote, with `confidence` as in
    /// [`Lexicon::parse`]. Nothing is read until an index is built; lines not of the
    /// inverted form reach nothing. Such a lexicon has no [`Lexicon::entries`].
    pub fn inverted(text: &'t str, confidence: f64) -> Lexicon<'t> {
        Lexicon { entries: Vec::new(), inverted: Some(text), confidence: clamped(confidence) }
    }

    /// The inverted text of this lexicon (one line per stem its senses' words have, sorted:
    /// `stem<TAB>headword-key n<TAB>…`, the layout of the module docs of `reach`), for
    /// [`Lexicon::inverted`]. A lexicon read inverted gives its text back.
    pub fn invert(&self) -> String {
        match self.inverted {
            Some(text) => text.to_owned(),
            None => super::reach::invert(self),
        }
    }

    /// The inverted text, when the lexicon was read from one.
    pub(crate) fn inverted_text(&self) -> Option<&'t str> {
        self.inverted
    }

    /// Every headword with its senses, sorted by headword (none for an inverted lexicon).
    pub fn entries(&self) -> impl Iterator<Item = (&'t str, impl Iterator<Item = &str> + '_)> + '_ {
        self.entries.iter().map(|(h, s)| (*h, s.split(';').map(str::trim).filter(|s| !s.is_empty())))
    }

    /// Every headword with its senses as written (`sense; sense`), sorted by headword.
    pub(crate) fn raw_entries(&self) -> impl Iterator<Item = (&'t str, &str)> + '_ {
        self.entries.iter().map(|(h, s)| (*h, s.as_ref()))
    }

    /// How far a one-word sense stands for its headword.
    pub fn confidence(&self) -> f64 {
        self.confidence
    }

    /// How many headwords there are (0 for an inverted lexicon).
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether there is no headword.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

fn clamped(confidence: f64) -> f64 {
    if confidence.is_finite() {
        confidence.clamp(0.0, 1.0)
    } else {
        0.0
    }
}
