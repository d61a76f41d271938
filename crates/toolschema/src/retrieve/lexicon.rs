//! A bilingual lexicon: headwords of one language with their translations, read from
//! tab-separated text (`취소\tcancellation`, senses separated by `; `).

/// Headwords and their senses, sorted by headword.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Lexicon {
    entries: Vec<(String, Vec<String>)>,
}

impl Lexicon {
    /// Reads `headword<TAB>sense; sense; …` lines; blank lines, lines starting with `#` and
    /// lines without a tab are skipped, and a headword given twice keeps every sense.
    pub fn parse(text: &str) -> Lexicon {
        let mut entries: Vec<(String, Vec<String>)> = Vec::new();
        for line in text.lines() {
            let Some((headword, senses)) = line.split_once('\t') else { continue };
            let headword = headword.trim();
            if headword.is_empty() || headword.starts_with('#') {
                continue;
            }
            let senses = senses.split(';').map(str::trim).filter(|s| !s.is_empty()).map(str::to_owned);
            entries.push((headword.to_owned(), senses.collect()));
        }
        entries.sort_by(|a, b| a.0.cmp(&b.0));
        entries.dedup_by(|later, first| {
            let same = later.0 == first.0;
            if same {
                first.1.append(&mut later.1);
            }
            same
        });
        Lexicon { entries }
    }

    /// Every headword with its senses, sorted by headword.
    pub fn entries(&self) -> impl Iterator<Item = (&str, &[String])> {
        self.entries.iter().map(|(h, s)| (h.as_str(), s.as_slice()))
    }

    /// How many headwords there are.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether there is no headword.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}
