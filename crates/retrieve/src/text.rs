//! The tokeniser: text into index terms, the same rules for tool docs and for queries.

use std::borrow::Cow;

use super::stem::stem;

/// One thing the tokeniser found in a text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Token {
    /// A word of a spaced script, lowercased and stemmed (`Cancelled` → `cancel`).
    Word(String),
    /// A word of a script written without spaces between morphemes (Hangul, Han, kana):
    /// the whole word, its character bigrams are made from it.
    Syllabic(String),
    /// The shape of a value-like chunk (`O-5001` → `§a-9`).
    Shape(String),
    /// A word of a value-like chunk, lowercased and stemmed (`octo` of `octo/widgets`).
    ValueWord(String),
    /// A word of a value of no kind, an id (`evt` of `evt_7hq20p`, `inv` of `INV-2041`),
    /// lowercased and stemmed: the family of ids the value belongs to.
    IdWord(String),
    /// A stop word, lowercased: no term of its own, but part of a lexicon phrase (`get rid of`).
    Stop(String),
    /// A word between quotes (`deploy` of `post 'deploy finished'`), lowercased and stemmed:
    /// the text of a value the request passes on (a message, a title), not what it asks for.
    Quoted(String),
    /// A snake_case identifier as written, lowercased (`in_review`, `booking_id`): a name
    /// in code (an `enum` value, a parameter, a tool) that a request may name exactly.
    Identifier(String),
    /// The [`Token::Word`] just before it as written, lowercased but not stemmed (`bookings`
    /// of `book`): a tool that has a word in the form the request uses matches it better than
    /// one that has another form of it.
    Written(String),
}

/// Whether `c` opens a quotation.
fn opens_quote(c: char) -> bool {
    matches!(c, '\'' | '"' | '‘' | '“' | '«' | '「' | '『')
}

/// Whether `c` closes a quotation.
fn closes_quote(c: char) -> bool {
    matches!(c, '\'' | '"' | '’' | '”' | '»' | '」' | '』')
}

/// At most this many bytes of a query are read (a longer one is cut at a character
/// boundary): enough for any request a person writes, and a bound on the work.
pub(crate) const MAX_QUERY_BYTES: usize = 4096;

/// English words that carry no meaning of their own in a request or a tool doc: Lucene's
/// English stop set plus the pronouns and politeness words of requests.
const STOPWORDS: &[&str] = &[
    "a", "an", "and", "are", "as", "at", "be", "but", "by", "can", "could", "for", "i", "if", "in", "into", "is", "it",
    "me", "my", "of", "on", "or", "our", "please", "such", "that", "the", "their", "then", "there", "these", "they",
    "this", "to", "us", "was", "we", "what", "which", "will", "with", "would", "you", "your",
];

/// Whether `word` (lowercased) is an English stop word.
pub(crate) fn is_stopword(word: &str) -> bool {
    STOPWORDS.binary_search(&word).is_ok()
}

/// Whether the Hangul word `word`, after the word `before`, is the auxiliary verb 주다 ("do
/// it for me": `해 주세요`, `보내 줘`, `찾아 주십시오`), which in a request is politeness, as
/// English "please" is, rather than the verb "give" (Korean grammar: a verb in its `-아/-어`
/// form followed by 주다). After an object or a recipient (`돈을 주세요`: "give me money",
/// `민수에게 줘`), it is the verb, and stays a word.
pub(crate) fn is_auxiliary_give(word: &str, before: &str) -> bool {
    let mut chars = word.chars();
    let form = match (chars.next(), chars.next()) {
        (Some('줘' | '줄' | '줍'), _) => true,
        // `주` alone is "week" (`이번 주`), and `주문`, `주소` are other words.
        (Some('주'), Some(next)) => "세십시라렴고어면게".contains(next),
        _ => false,
    };
    let after_object = ['을', '를', '게', '테', '께'].iter().any(|&c| before.ends_with(c));
    form && !after_object
}

/// Whether `c` belongs to a script whose words are matched by character bigrams.
pub(crate) fn is_syllabic(c: char) -> bool {
    matches!(c as u32,
        0xAC00..=0xD7A3 // Hangul syllables
        | 0x1100..=0x11FF | 0x3130..=0x318F // Hangul jamo
        | 0x3040..=0x30FF // kana
        | 0x4E00..=0x9FFF | 0x3400..=0x4DBF) // Han
}

/// The tokens from `start` on made quoted words (their written forms dropped: a quoted word
/// matches only as itself).
fn quote(out: &mut Vec<Token>, start: usize) {
    let quoted: Vec<Token> = out.drain(start..).collect();
    out.extend(quoted.into_iter().filter_map(|t| match t {
        Token::Word(w) | Token::ValueWord(w) | Token::IdWord(w) => Some(Token::Quoted(w)),
        Token::Written(_) => None,
        other => Some(other),
    }));
}

/// Where a SQL statement starts among `chunks`, if one does: `SELECT … FROM` (with `*`, `,`
/// or `(` in the select list, or both keywords in capitals, so that "select a seat from the
/// map" is no statement), `INSERT INTO`, `UPDATE … SET … =`, `DELETE FROM`.
fn sql_start(chunks: &[&str]) -> Option<usize> {
    let word = |c: &str| c.trim_matches(|c: char| !c.is_alphanumeric()).to_ascii_lowercase();
    let words: Vec<String> = chunks.iter().map(|c| word(c)).collect();
    (0..words.len()).find(|&i| {
        let next = words.get(i + 1).map(String::as_str);
        match words[i].as_str() {
            "select" => words[i + 1..].iter().position(|w| w == "from").is_some_and(|j| {
                let capitals = chunks[i].starts_with("SELECT") && chunks[i + 1 + j].starts_with("FROM");
                j > 0 && (capitals || chunks[i + 1..=i + j].iter().any(|c| c.contains(['*', ',', '('])))
            }),
            "insert" => next == Some("into"),
            "delete" => next == Some("from"),
            "update" => words.get(i + 2).is_some_and(|w| w == "set") && chunks[i + 3..].iter().any(|c| c.contains('=')),
            _ => false,
        }
    })
}

/// The tokens of `text` (a tool's doc), in order.
pub(crate) fn tokens(text: &str) -> Vec<Token> {
    tokens_of(text, false)
}

/// The tokens of a query, in order: as [`tokens`], and what follows a chunk that ends in a
/// colon (`comment on OPS-27: rolled back`), or `that` right after a value (`tell #ops that
/// the deploy finished`), is text the request passes on.
pub(crate) fn query_tokens(text: &str) -> Vec<Token> {
    tokens_of(text, true)
}

fn tokens_of(text: &str, query: bool) -> Vec<Token> {
    let mut out = Vec::new();
    let mut in_quote = false;
    let chunks: Vec<&str> = text.split(|c: char| c.is_whitespace() || c.is_control()).collect();
    let sql = sql_start(&chunks);
    // Where the text the request passes on after a colon or a value's `that` starts.
    let mut passed_on = None;
    // Whether the chunk before was a value.
    let mut after_value = false;
    for (n, raw) in chunks.into_iter().enumerate() {
        // A SQL statement is a value passed on, as a quotation is, of the kind `sql`.
        if sql == Some(n) {
            out.push(Token::Word("sql".to_owned()));
        }
        if sql.is_some_and(|s| n >= s) || passed_on.is_some_and(|p| n >= p) {
            let start = out.len();
            out.extend(tokens(raw));
            quote(&mut out, start);
            continue;
        }
        // A quotation opens at a chunk that starts with a quote mark (after other
        // punctuation, `('`) and closes at one that ends with one (before it, `'.`).
        let lead = raw.trim_start_matches(|c: char| !c.is_alphanumeric() && !opens_quote(c));
        let tail = raw.trim_end_matches(|c: char| !c.is_alphanumeric() && !closes_quote(c));
        let opened = !in_quote && lead.starts_with(opens_quote) && lead.chars().count() > 1;
        let quoted = in_quote || opened;
        in_quote = quoted && !(tail.ends_with(closes_quote) && (in_quote || tail.chars().count() > 1));
        // `comment on OPS-27: rolled back`, `subject: leave request`: what follows the colon
        // is the text passed on (a colon inside a chunk, `14:05`, `from:ann@x.org`, is none).
        if query && !quoted && passed_on.is_none() && raw.ends_with(':') && raw.chars().any(char::is_alphanumeric) {
            passed_on = Some(n + 1);
        }
        // `tell #ops that the deploy finished`: `that` right after a value starts what is
        // said to (or posted in, or sent to) it.
        if query && !quoted && passed_on.is_none() && after_value && raw.eq_ignore_ascii_case("that") {
            passed_on = Some(n + 1);
        }
        after_value = false;
        let chunk = raw.trim_matches(|c: char| !c.is_alphanumeric() && !matches!(c, '#' | '@' | '/'));
        if chunk.is_empty() {
            continue;
        }
        let start = out.len();
        let shape = shape(chunk);
        match &shape {
            Some(_) => words(&without_form(chunk), &mut out),
            None => {
                if is_identifier(chunk) {
                    out.push(Token::Identifier(chunk.to_ascii_lowercase()));
                }
                words(chunk, &mut out)
            }
        }
        if let Some(shape) = shape {
            after_value = true;
            // The shape stands for the value's numbers (`5001` of `O-5001`): they would only
            // be words no tool has.
            let mut i = start;
            while i < out.len() {
                match &mut out[i] {
                    Token::Word(w) if w.chars().any(|c| c.is_numeric()) => drop(out.remove(i)),
                    // A value's words match only as themselves: their form says nothing more.
                    Token::Written(_) => drop(out.remove(i)),
                    // The letters of an id (`INV` of `INV-2041`) name its family; those of
                    // a URL, an address or a path are names of its own.
                    Token::Word(w) if has_kind(&shape) => {
                        out[i] = Token::ValueWord(std::mem::take(w));
                        i += 1;
                    }
                    Token::Word(w) => {
                        out[i] = Token::IdWord(std::mem::take(w));
                        i += 1;
                    }
                    _ => i += 1,
                }
            }
            out.insert(start, Token::Shape(shape));
        }
        // `주세요` of `취소해 주세요`: the auxiliary after a verb is politeness, not giving.
        if start > 0 && start + 1 == out.len() {
            if let (Token::Syllabic(verb), Token::Syllabic(word)) = (&out[start - 1], &out[start]) {
                if is_auxiliary_give(word, verb) {
                    out[start] = Token::Stop(word.clone());
                }
            }
        }
        if quoted {
            quote(&mut out, start);
        }
    }
    out
}

/// The words of one chunk: runs of letters and digits, split again at case changes
/// (`getUserInfo`, `HTTPServer`); `_`, `-` and any other punctuation separate words.
fn words(chunk: &str, out: &mut Vec<Token>) {
    let chars: Vec<char> = chunk.chars().collect();
    let mut start = 0;
    let mut i = 0;
    while i <= chars.len() {
        let boundary = i == chars.len() || !chars[i].is_alphanumeric() || {
            let (prev, c) = (if i > start { Some(chars[i - 1]) } else { None }, chars[i]);
            let next = chars.get(i + 1).copied();
            match prev {
                None => false,
                // `userInfo`, `v2Api`: a capital after a lower-case letter or a digit.
                Some(p) if c.is_uppercase() && (p.is_lowercase() || p.is_numeric()) => true,
                // `HTTPServer`: the last capital of a run starts the next word, but an `s`
                // ending the word after capitals is an acronym's plural (`PRs`, `URLs`).
                Some(p) if c.is_uppercase() && p.is_uppercase() && next.is_some_and(|n| n.is_lowercase()) => {
                    let plural = next == Some('s') && !chars.get(i + 2).is_some_and(|n| n.is_lowercase());
                    !plural
                }
                // Between a syllabic script and any other.
                Some(p) => is_syllabic(p) != is_syllabic(c),
            }
        };
        if boundary {
            if i > start {
                push_word(&chars[start..i], out);
            }
            start = if i < chars.len() && !chars[i].is_alphanumeric() { i + 1 } else { i };
        }
        i += 1;
    }
}

fn push_word(chars: &[char], out: &mut Vec<Token>) {
    let word: String = chars.iter().flat_map(|c| c.to_lowercase()).collect();
    if chars.iter().all(|&c| is_syllabic(c)) {
        out.push(Token::Syllabic(word));
        return;
    }
    // One letter says nothing (`O` of `O-5001`, an initial); one digit may (`2` of `v2`).
    if word.chars().count() < 2 && !word.chars().all(|c| c.is_numeric()) {
        return;
    }
    if is_stopword(&word) {
        out.push(Token::Stop(word));
        return;
    }
    out.push(Token::Word(stem(&word)));
    out.push(Token::Written(word));
}

/// Whether `chunk` is a snake_case identifier: ASCII letters and digits in two or more
/// parts joined by single `_`, starting with a letter (`in_review`, `need_response`).
fn is_identifier(chunk: &str) -> bool {
    chunk.starts_with(|c: char| c.is_ascii_alphabetic())
        && chunk.contains('_')
        && chunk.split('_').all(|part| !part.is_empty() && part.bytes().all(|b| b.is_ascii_alphanumeric()))
}

/// A value-like chunk without the parts that say its form rather than name it: a URL's
/// scheme (`https` of `https://x.org`), and of a host (a URL's, or an e-mail address's after
/// its `@`) a leading `www` and the top-level domain (`org`): every URL has a scheme and every
/// host a top-level domain, as every date has a year, and the shape and kind already say
/// which form the value has. The host's other names stay (`github` of `github.com/octo`).
fn without_form(chunk: &str) -> Cow<'_, str> {
    // Where the host starts, and what before it stays (an address's name, not a scheme).
    let (host_start, kept) = match (chunk.find("://"), chunk.rfind('@')) {
        (Some(i), _) => (i + 3, 0),
        (None, Some(i)) if i > 0 => (i + 1, i + 1),
        _ => return Cow::Borrowed(chunk),
    };
    let rest = &chunk[host_start..];
    let host_len = rest.find(['/', '?', '#', ':']).unwrap_or(rest.len());
    let host = &rest[..host_len];
    let host = if host.get(..4).is_some_and(|w| w.eq_ignore_ascii_case("www.")) { &host[4..] } else { host };
    let host = host.rfind('.').map_or(host, |dot| &host[..dot]);
    Cow::Owned(format!("{} {host} {}", &chunk[..kept], &rest[host_len..]))
}

/// The shape of a chunk that looks like a value rather than a word: one holding a digit,
/// an `@` after its first character, `://`, a `/` between two characters, or starting
/// with `#` or `@` before a letter or digit. Letters become `a`, digits `9`, an id's
/// letters and digits `x` (from its first digit on), other
/// characters stay, runs of one class are one, and a repeated two-character unit is one
/// (`/a/a` → `/a`), so `O-5001` and `ORD-77` are both `§a-9`, `bob@x.org` and
/// `ann@shop.example` `§a@a.a` (every e-mail address has the kind `§a@a`, see [`kind`]),
/// every date `§9-9`.
pub(crate) fn shape(chunk: &str) -> Option<String> {
    let inner = chunk.char_indices().any(|(i, c)| i > 0 && (c == '@' || c == '/') && i + 1 < chunk.len());
    let valueish = chunk.chars().any(|c| c.is_ascii_digit())
        || inner
        || chunk.contains("://")
        || ((chunk.starts_with('#') || chunk.starts_with('@'))
            && chunk[1..].chars().next().is_some_and(char::is_alphanumeric));
    if !valueish || chunk.len() > 256 {
        return None;
    }
    let mut classes: Vec<char> = Vec::new();
    let chars: Vec<char> = chunk.chars().collect();
    // A run of letters and digits with letters between digits is an id (hex, base 36:
    // `8f3a`, `77c1`): from its first digit on it is one class, `x`, so ids of one kind share a
    // shape, and none shares a number's (`1Z84A7W2` is no quantity). Letters after the digits
    // of any other run stay letters (`31m`, `v2Api`).
    let mut inside = vec![false; chars.len()];
    let mut run = 0;
    while run < chars.len() {
        let end = (run..chars.len()).find(|&i| !chars[i].is_alphanumeric()).unwrap_or(chars.len());
        let digits: Vec<usize> = (run..end).filter(|&i| chars[i].is_numeric()).collect();
        if let (Some(&first), Some(&last)) = (digits.first(), digits.last()) {
            if (first..last).any(|i| chars[i].is_alphabetic()) {
                inside[first..end].iter_mut().for_each(|x| *x = true);
            }
        }
        run = end + 1;
    }
    for (i, &c) in chars.iter().enumerate() {
        let class = if inside[i] {
            'x'
        } else if c.is_numeric() {
            '9'
        } else if c.is_alphabetic() {
            'a'
        } else {
            c
        };
        if classes.last() != Some(&class) || !matches!(class, 'a' | '9' | 'x') {
            classes.push(class);
        }
    }
    // `/a/a/a` → `/a`, `.a.a` → `.a`.
    let mut i = 0;
    while i + 4 <= classes.len() {
        if classes[i..i + 2] == classes[i + 2..i + 4] {
            classes.drain(i + 2..i + 4);
        } else {
            i += 1;
        }
    }
    Some(format!("§{}", classes.into_iter().collect::<String>()))
}

/// The kind of value a shape is, when its punctuation says (the shape's words and
/// numbers aside): a URL (`§a://`), an e-mail address (`§a@a`), a handle (`§@a`), a tag or
/// channel (`§#`), an absolute path (`§/`), a name with slashes (`§a/a`, `octo/widgets#12`).
/// Two values of one kind differ in their shapes more often than in what they are
/// (`/tmp/old.zip` and `/home/ann/notes.txt`; `https://x.org` and `https://x.org/a/b`).
pub(crate) fn kind(shape: &str) -> Option<&'static str> {
    kind_or_itself(shape).filter(|&kind| kind != shape)
}

/// Whether a value of `shape` is of a kind (a URL, an e-mail address, a handle, a tag or
/// channel, an absolute path, a name with slashes), rather than an id: its kind, or a shape
/// that is a kind itself (`§@a`, `§a/a`).
pub(crate) fn has_kind(shape: &str) -> bool {
    kind_or_itself(shape).is_some()
}

/// [`kind`], and the kind itself for a shape that is one.
fn kind_or_itself(shape: &str) -> Option<&'static str> {
    let s = shape.strip_prefix('§')?;
    Some(if s.contains("://") {
        "§a://"
    } else if s.starts_with('@') {
        "§@a"
    } else if s[1..].contains('@') {
        "§a@a"
    } else if s.starts_with('#') {
        "§#"
    } else if s.starts_with('/') {
        "§/"
    } else if s.contains('/') {
        "§a/a"
    } else {
        return None;
    })
}

/// The key of a lexicon headword or of a run of query words: syllabic text as it is,
/// other words stemmed (stop words kept) and joined with `_` (`get rid of` → `get_rid_of`,
/// `jots down` → `jot_down`).
pub(crate) fn phrase_key(text: &str) -> String {
    let words: Vec<String> = tokens(text)
        .into_iter()
        .filter_map(|t| match t {
            Token::Word(w)
            | Token::ValueWord(w)
            | Token::IdWord(w)
            | Token::Stop(w)
            | Token::Syllabic(w)
            | Token::Quoted(w) => Some(w),
            Token::Written(_) | Token::Identifier(_) => None,
            Token::Shape(_) => None,
        })
        .collect();
    words.join("_")
}

/// The character bigrams of a syllabic word (the word itself when it is one character).
pub(crate) fn bigrams(word: &str) -> Vec<String> {
    let chars: Vec<char> = word.chars().collect();
    if chars.len() < 2 {
        return vec![word.to_owned()];
    }
    chars.windows(2).map(|w| w.iter().collect()).collect()
}

/// The acronyms of a name's words: every run of two to four consecutive words
/// (`merge_pull_request` → `mp`, `pr`, `mpr`), so `pr` finds the tool named for pull requests.
pub(crate) fn acronyms(words: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    for len in 2..=4.min(words.len()) {
        for window in words.windows(len) {
            out.push(window.iter().filter_map(|w| w.chars().next()).collect());
        }
    }
    out
}

/// The plain lowercased words of a name, unstemmed (for acronyms).
pub(crate) fn name_words(name: &str) -> Vec<String> {
    let mut out = Vec::new();
    let chars: Vec<char> = name.chars().collect();
    let mut current = String::new();
    for (i, &c) in chars.iter().enumerate() {
        let split = !c.is_alphanumeric() || (i > 0 && c.is_uppercase() && chars[i - 1].is_lowercase());
        if split && !current.is_empty() {
            out.push(std::mem::take(&mut current));
        }
        if c.is_alphanumeric() {
            current.extend(c.to_lowercase());
        }
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

/// `query` cut to [`MAX_QUERY_BYTES`] at a character boundary.
pub(crate) fn bounded(query: &str) -> &str {
    if query.len() <= MAX_QUERY_BYTES {
        return query;
    }
    let mut end = MAX_QUERY_BYTES;
    while !query.is_char_boundary(end) {
        end -= 1;
    }
    &query[..end]
}
