//! Did-you-mean: the known name closest to a misspelt one (`qurey` → `query`).

/// The candidate closest to `name`, if one is near enough to be what was meant.
///
/// Names are compared ignoring case, with the optimal-string-alignment distance (a
/// Damerau–Levenshtein distance: one insertion, deletion, substitution or swap of two
/// neighbours each cost 1). A candidate is near when its distance is at most a third of
/// the length of `name` (at least 1), as rustc's own suggestions do. An exact match wins,
/// then the smallest distance, then the earliest candidate.
pub fn closest<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let len = name.chars().count();
    let limit = len.max(3) / 3;
    let mut lowered: Option<Vec<char>> = None;
    let mut best: Option<(usize, &'a str)> = None;
    for candidate in candidates {
        if candidate == name {
            return Some(candidate);
        }
        // A length difference alone costs that many edits: skip without allocating.
        if candidate.chars().count().abs_diff(len) > limit {
            continue;
        }
        // Only a strictly closer candidate replaces the best so far.
        let within = match best {
            Some((0, _)) => continue,
            Some((distance, _)) => distance - 1,
            None => limit,
        };
        let name_chars = lowered.get_or_insert_with(|| lower(name));
        if let Some(distance) = distance(name_chars, &lower(candidate), within) {
            best = Some((distance, candidate));
        }
    }
    best.map(|(_, candidate)| candidate)
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
