//! Did-you-mean: the known name closest to a misspelt one (`qurey` → `query`).

/// The candidate closest to `name`, if one is near enough to be what was meant.
///
/// Names are compared ignoring case, with the optimal-string-alignment distance (a
/// Damerau–Levenshtein distance: one insertion, deletion, substitution or swap of two
/// neighbours each cost 1). A candidate is near when its distance is at most a third of
/// the length of `name` (at least 1), as rustc's own suggestions do. An exact match wins,
/// then the smallest distance, then the earliest candidate.
pub fn closest<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    // Names are short ASCII words nearly always: those are compared as bytes, lowered as
    // they are read, so that a misspelt value costs no allocation.
    let short = is_short(name);
    let len = if short { name.len() } else { name.chars().count() };
    let limit = len.max(3) / 3;
    // Filled only when a candidate is not within one edit: most misspellings are one edit
    // from what was meant, and the kilobyte of masks costs more than the check that finds it.
    let mut pattern: Option<Pattern> = None;
    let mut lowered: Option<Vec<char>> = None;
    let mut best: Option<(usize, &'a str)> = None;
    for candidate in candidates {
        if candidate == name {
            return Some(candidate);
        }
        // A length difference alone costs that many edits: skip without allocating. A
        // character is at least a byte, so a candidate of few bytes is skipped at once.
        if candidate.len() + limit < len {
            continue;
        }
        let both_short = short && is_short(candidate);
        let count = if both_short { candidate.len() } else { candidate.chars().count() };
        if count.abs_diff(len) > limit {
            continue;
        }
        // Only a strictly closer candidate replaces the best so far.
        let within = match best {
            Some((0, _)) => continue,
            Some((distance, _)) => distance - 1,
            None => limit,
        };
        let found = if both_short {
            // ASCII lowers to ASCII, one byte for one character: bytes compare as characters.
            match one_edit(name.as_bytes(), candidate.as_bytes()) {
                Some(distance) => Some(distance).filter(|&d| d <= within),
                None if within < 2 => None,
                None => {
                    let pattern = pattern.get_or_insert_with(|| Pattern::of(name.as_bytes()));
                    Some(pattern.distance(candidate.as_bytes())).filter(|&d| d <= within)
                }
            }
        } else {
            let name_chars = lowered.get_or_insert_with(|| lower(name));
            distance(name_chars, &lower(candidate), within)
        };
        if let Some(distance) = found {
            best = Some((distance, candidate));
        }
    }
    best.map(|(_, candidate)| candidate)
}

/// The longest name compared as bytes (a bit of a `u64` each).
const SHORT: usize = 64;

/// Whether `s` is ASCII and at most [`SHORT`] bytes long.
fn is_short(s: &str) -> bool {
    s.len() <= SHORT && s.is_ascii()
}

/// A name of at most [`SHORT`] ASCII bytes, ready for the bit-parallel form of the
/// optimal-string-alignment distance (Hyyrö, "A bit-vector algorithm for computing
/// Levenshtein and Damerau edit distances", 2003): one pass over the other word, a few
/// operations per byte, where the table of [`distance`] costs dozens per cell.
struct Pattern {
    /// For each ASCII byte, the positions in the lowered name where it stands.
    masks: [u64; 128],
    len: usize,
}

impl Pattern {
    /// The pattern of `name`, ASCII and at most [`SHORT`] bytes.
    fn of(name: &[u8]) -> Self {
        let mut pattern = Pattern { masks: [0; 128], len: name.len() };
        for (i, &byte) in name.iter().enumerate() {
            pattern.masks[usize::from(byte.to_ascii_lowercase() & 0x7f)] |= 1 << i;
        }
        pattern
    }

    /// The distance between the lowered name and `other` lowered, ASCII too.
    fn distance(&self, other: &[u8]) -> usize {
        if self.len == 0 {
            return other.len();
        }
        let last = 1u64 << (self.len - 1);
        let (mut vp, mut vn, mut d0, mut previous) = (!0u64, 0u64, 0u64, 0u64);
        let mut distance = self.len;
        for &byte in other {
            let pm = self.masks[usize::from(byte.to_ascii_lowercase() & 0x7f)];
            // A swap of two neighbours: this byte matched one position on, the last one here.
            let swap = ((!d0 & pm) << 1) & previous;
            d0 = (((pm & vp).wrapping_add(vp)) ^ vp) | pm | vn | swap;
            let hp = vn | !(d0 | vp);
            let hn = d0 & vp;
            if hp & last != 0 {
                distance += 1;
            } else if hn & last != 0 {
                distance -= 1;
            }
            let hp = (hp << 1) | 1;
            vp = (hn << 1) | !(d0 | hp);
            vn = hp & d0;
            previous = pm;
        }
        distance
    }
}

/// The distance between `a` and `b` lowered, both ASCII, when it is 0 or 1: equal but for
/// case, or one insertion, deletion, substitution or swap of neighbours apart. `None` when
/// they are further apart. A few operations per byte, where the masks cost a kilobyte.
fn one_edit(a: &[u8], b: &[u8]) -> Option<usize> {
    if a.len().abs_diff(b.len()) > 1 {
        return None;
    }
    // Names mostly share their case: bytes are compared as they are before lowered.
    let same = |x: &[u8], y: &[u8]| x == y || x.eq_ignore_ascii_case(y);
    // The common start; the one edit, if any, is where it ends.
    let mut at = 0;
    while at < a.len().min(b.len()) && (a[at] == b[at] || a[at].eq_ignore_ascii_case(&b[at])) {
        at += 1;
    }
    let (rest_a, rest_b) = (&a[at..], &b[at..]);
    match (rest_a.len(), rest_b.len()) {
        (0, 0) => Some(0),
        (n, m) if n == m => {
            let substituted = same(&rest_a[1..], &rest_b[1..]);
            let swapped = n >= 2
                && rest_a[0].eq_ignore_ascii_case(&rest_b[1])
                && rest_a[1].eq_ignore_ascii_case(&rest_b[0])
                && same(&rest_a[2..], &rest_b[2..]);
            (substituted || swapped).then_some(1)
        }
        (n, m) if n == m + 1 => same(&rest_a[1..], rest_b).then_some(1),
        (n, m) if m == n + 1 => same(rest_a, &rest_b[1..]).then_some(1),
        _ => None,
    }
}

fn lower(s: &str) -> Vec<char> {
    s.chars().flat_map(char::to_lowercase).collect()
}

/// The optimal-string-alignment distance between `a` and `b`, if it is at most `limit`.
fn distance(a: &[char], b: &[char], limit: usize) -> Option<usize> {
    if a.len().abs_diff(b.len()) > limit {
        return None;
    }
    // Three rows of the classic table: the one before the previous is needed for swaps.
    let mut before: Vec<usize> = vec![0; b.len() + 1];
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    let mut current: Vec<usize> = vec![0; b.len() + 1];
    for i in 1..=a.len() {
        current[0] = i;
        let mut row_min = current[0];
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut d = (previous[j] + 1).min(current[j - 1] + 1).min(previous[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d = d.min(before[j - 2] + 1);
            }
            current[j] = d;
            row_min = row_min.min(d);
        }
        if row_min > limit {
            return None;
        }
        std::mem::swap(&mut before, &mut previous);
        std::mem::swap(&mut previous, &mut current);
    }
    Some(previous[b.len()]).filter(|&d| d <= limit)
}
