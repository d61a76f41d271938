//! Porter's stemmer (M. F. Porter, "An algorithm for suffix stripping", 1980), for English
//! words of ASCII letters: `cancellation`, `cancelled` and `cancel` all become `cancel`.

/// The stem of a lowercased word; a word that is not all ASCII letters, or of two letters
/// or fewer, is its own stem.
pub(crate) fn stem(word: &str) -> String {
    if word.len() <= 2 || !word.bytes().all(|b| b.is_ascii_lowercase()) {
        return word.to_owned();
    }
    let mut w = word.as_bytes().to_vec();
    step1ab(&mut w);
    step1c(&mut w);
    step2(&mut w);
    step3(&mut w);
    step4(&mut w);
    step5(&mut w);
    String::from_utf8(w).expect("ASCII in, ASCII out")
}

fn is_consonant(w: &[u8], i: usize) -> bool {
    match w[i] {
        b'a' | b'e' | b'i' | b'o' | b'u' => false,
        b'y' => i == 0 || !is_consonant(w, i - 1),
        _ => true,
    }
}

/// The number of vowel-consonant sequences in `w`.
fn measure(w: &[u8]) -> usize {
    let mut m = 0;
    let mut i = 0;
    while i < w.len() && is_consonant(w, i) {
        i += 1;
    }
    loop {
        while i < w.len() && !is_consonant(w, i) {
            i += 1;
        }
        if i >= w.len() {
            return m;
        }
        while i < w.len() && is_consonant(w, i) {
            i += 1;
        }
        m += 1;
    }
}

fn has_vowel(w: &[u8]) -> bool {
    (0..w.len()).any(|i| !is_consonant(w, i))
}

fn double_consonant(w: &[u8]) -> bool {
    let n = w.len();
    n >= 2 && w[n - 1] == w[n - 2] && is_consonant(w, n - 1)
}

/// consonant-vowel-consonant at the end, the last not `w`, `x` or `y` (`hop`, not `snow`).
fn cvc(w: &[u8]) -> bool {
    let n = w.len();
    n >= 3
        && is_consonant(w, n - 3)
        && !is_consonant(w, n - 2)
        && is_consonant(w, n - 1)
        && !matches!(w[n - 1], b'w' | b'x' | b'y')
}

/// If `w` ends with `suffix` and what precedes it passes `cond`, replaces the suffix.
/// Returns whether `w` ended with `suffix` at all (the rule lists stop at the first match).
fn replace(w: &mut Vec<u8>, suffix: &str, by: &str, cond: impl Fn(&[u8]) -> bool) -> bool {
    if !w.ends_with(suffix.as_bytes()) {
        return false;
    }
    let stem_len = w.len() - suffix.len();
    if cond(&w[..stem_len]) {
        w.truncate(stem_len);
        w.extend_from_slice(by.as_bytes());
    }
    true
}

fn step1ab(w: &mut Vec<u8>) {
    if w.ends_with(b"sses") || w.ends_with(b"ies") {
        w.truncate(w.len() - 2);
    } else if w.ends_with(b"s") && !w.ends_with(b"ss") {
        w.pop();
    }
    if w.ends_with(b"eed") {
        if measure(&w[..w.len() - 3]) > 0 {
            w.pop();
        }
        return;
    }
    let cut = if w.ends_with(b"ed") && has_vowel(&w[..w.len() - 2]) {
        2
    } else if w.ends_with(b"ing") && has_vowel(&w[..w.len() - 3]) {
        3
    } else {
        return;
    };
    w.truncate(w.len() - cut);
    if w.ends_with(b"at") || w.ends_with(b"bl") || w.ends_with(b"iz") {
        w.push(b'e');
    } else if double_consonant(w) && !matches!(w[w.len() - 1], b'l' | b's' | b'z') {
        w.pop();
    } else if measure(w) == 1 && cvc(w) {
        w.push(b'e');
    }
}

fn step1c(w: &mut [u8]) {
    let n = w.len();
    if n > 1 && w[n - 1] == b'y' && has_vowel(&w[..n - 1]) {
        w[n - 1] = b'i';
    }
}

fn step2(w: &mut Vec<u8>) {
    const RULES: &[(&str, &str)] = &[
        ("ational", "ate"),
        ("tional", "tion"),
        ("enci", "ence"),
        ("anci", "ance"),
        ("izer", "ize"),
        ("bli", "ble"),
        ("alli", "al"),
        ("entli", "ent"),
        ("eli", "e"),
        ("ousli", "ous"),
        ("ization", "ize"),
        ("ation", "ate"),
        ("ator", "ate"),
        ("alism", "al"),
        ("iveness", "ive"),
        ("fulness", "ful"),
        ("ousness", "ous"),
        ("aliti", "al"),
        ("iviti", "ive"),
        ("biliti", "ble"),
        ("logi", "log"),
    ];
    for (suffix, by) in RULES {
        if replace(w, suffix, by, |s| measure(s) > 0) {
            return;
        }
    }
}

fn step3(w: &mut Vec<u8>) {
    const RULES: &[(&str, &str)] =
        &[("icate", "ic"), ("ative", ""), ("alize", "al"), ("iciti", "ic"), ("ical", "ic"), ("ful", ""), ("ness", "")];
    for (suffix, by) in RULES {
        if replace(w, suffix, by, |s| measure(s) > 0) {
            return;
        }
    }
}

fn step4(w: &mut Vec<u8>) {
    const SUFFIXES: &[&str] = &[
        "al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ion", "ou", "ism", "ate",
        "iti", "ous", "ive", "ize",
    ];
    // Longest first, as the rule list is read (`ement` before `ment` before `ent`).
    let Some(suffix) = SUFFIXES.iter().filter(|s| w.ends_with(s.as_bytes())).max_by_key(|s| s.len()) else {
        return;
    };
    let stem = &w[..w.len() - suffix.len()];
    let ok = measure(stem) > 1 && (*suffix != "ion" || stem.last().is_some_and(|&c| c == b's' || c == b't'));
    if ok {
        w.truncate(stem.len());
    }
}

fn step5(w: &mut Vec<u8>) {
    if w.ends_with(b"e") {
        let stem = &w[..w.len() - 1];
        let m = measure(stem);
        if m > 1 || (m == 1 && !cvc(stem)) {
            w.pop();
        }
    }
    if w.ends_with(b"ll") && measure(w) > 1 {
        w.pop();
    }
}
