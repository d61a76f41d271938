//! `search`: keyword search over the built-in help centre of Harbor & Pine, a fictional online shop.
//!
//! Ranking is deliberately simple and deterministic: the query and each article are split into
//! lowercase words (with a plural `s` dropped, so `refunds` finds `refund`), common words are
//! ignored, and each distinct query word scores `TITLE_WEIGHT` (3) if it is in the title plus one
//! for each time it is in the body. Ties go to the article listed first.

use std::collections::BTreeSet;

use serde::Serialize;

/// One article found by `search`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Hit {
    /// The article's title.
    pub title: String,
    /// The start of the article's text.
    pub snippet: String,
    /// How well the article matches the query: higher is better.
    pub score: u32,
}

/// Searches the shop's help centre for articles about a question.
///
/// Covers refunds, returns, shipping, orders, payments, gift cards and accounts. Results are
/// ranked by how many of the query's words appear in each article, title words counting most.
///
/// Args:
///     query: Keywords or a question, e.g. `refund for a damaged item`.
///     limit: The most articles to return. (default: 3)
///     safe: Leave out internal staff notes and age-restricted articles. (default: true)
///
/// Returns:
///     The matching articles, best first, each with its title, a snippet and a score.
///
// Closed world: the help centre's articles are built in; nothing is fetched.
/// Annotations:
///     title: Search the help centre
///     read_only
///     open_world: false
///     inline
pub fn search(query: String, limit: u32, safe: bool) -> Vec<Hit> {
    let terms: BTreeSet<String> = words(&query).filter(|w| !STOP_WORDS.contains(&w.as_str())).collect();
    if terms.is_empty() || limit == 0 {
        return Vec::new();
    }
    let mut scored: Vec<(u32, usize)> = ARTICLES
        .iter()
        .enumerate()
        .filter(|(_, article)| article.safe || !safe)
        .map(|(index, article)| (score(article, &terms), index))
        .filter(|(score, _)| *score > 0)
        .collect();
    // Best score first, then the article listed first: the order never depends on anything else.
    scored.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let limit = usize::try_from(limit).unwrap_or(usize::MAX);
    scored
        .into_iter()
        .take(limit)
        .map(|(score, index)| {
            let article = &ARTICLES[index];
            Hit { title: article.title.to_string(), snippet: snippet(article.body), score }
        })
        .collect()
}

/// What a query word found in the title is worth, against one for each time it is in the body.
const TITLE_WEIGHT: u32 = 3;

/// The most characters of an article's body a hit shows.
const SNIPPET_CHARS: usize = 120;

/// Words too common to say what a query is about.
const STOP_WORDS: &[&str] = &[
    "a", "an", "and", "are", "be", "can", "do", "doe", "for", "get", "how", "i", "in", "is", "it", "my", "of", "on",
    "or", "the", "to", "what", "when", "where", "why", "with", "you", "your",
];

struct Article {
    title: &'static str,
    body: &'static str,
    /// False for internal notes and age-restricted content, which `safe` leaves out.
    safe: bool,
}

const fn article(title: &'static str, body: &'static str) -> Article {
    Article { title, body, safe: true }
}

const fn unsafe_article(title: &'static str, body: &'static str) -> Article {
    Article { title, body, safe: false }
}

const ARTICLES: &[Article] = &[
    article(
        "Refunds: when you get your money back",
        "Refunds go to the original payment method within 5 to 10 business days after we receive your return. \
         We email you when the refund is processed.",
    ),
    article(
        "Returning an item",
        "Most items can be returned within 30 days of delivery. Start a return from Your Orders, print the prepaid \
         label and drop the parcel at any post office.",
    ),
    article(
        "Shipping options and delivery times",
        "Standard shipping takes 3 to 5 business days and express shipping 1 to 2. Orders over $50 ship free with \
         standard delivery.",
    ),
    article(
        "International shipping",
        "We ship to 40 countries. Customs duties and import taxes are paid by the recipient on delivery.",
    ),
    article(
        "Tracking your order",
        "Once your order ships we email you a tracking number. The tracking status is also shown under Your Orders.",
    ),
    article(
        "Cancelling an order",
        "An order can be cancelled until it ships: open Your Orders, choose the order and press Cancel. The refund \
         follows automatically.",
    ),
    article(
        "Changing the delivery address",
        "The address of an order can be changed until it ships. Set the default address for future orders in \
         Account settings.",
    ),
    article(
        "Accepted payment methods",
        "We accept credit and debit cards, PayPal, Apple Pay and gift cards. Cash on delivery is not available.",
    ),
    article(
        "Payment declined",
        "If a payment is declined, check the card number, expiry date and billing address, or try another payment \
         method. Banks sometimes block unusual purchases.",
    ),
    article(
        "Gift cards",
        "Gift cards never expire and can pay for any order. The balance is shown in Account settings; gift cards \
         cannot be exchanged for cash.",
    ),
    article(
        "Creating an account",
        "Sign up with your email address and a password of at least 12 characters. An account lets you track \
         orders and save addresses.",
    ),
    article(
        "Resetting your password",
        "Choose Forgot password on the sign-in page and follow the link we email you. The link is valid for one \
         hour.",
    ),
    article(
        "Closing your account",
        "To close your account, contact support from Account settings. Personal data is deleted within 30 days, \
         except the order records the law requires us to keep.",
    ),
    article(
        "Damaged or wrong items",
        "If an item arrives damaged or is not what you ordered, report it within 14 days with a photo. We send a \
         replacement or a full refund, and return shipping is free.",
    ),
    article(
        "Warranty on electronics",
        "Electronics carry a two-year warranty. Contact support with the order number and a description of the \
         fault.",
    ),
    article(
        "Price matching",
        "We match the price of major retailers for identical items in stock, within 7 days of your order.",
    ),
    article(
        "Contacting customer support",
        "Chat with us from 8:00 to 20:00 every day, or email support. Emails are answered within one business day.",
    ),
    unsafe_article(
        "Age-restricted products: wine and adult items",
        "Alcohol and adult products are sold only to customers over 18. Age is checked against an ID on delivery, \
         and adult products ship in plain packaging.",
    ),
    unsafe_article(
        "Internal: refund override for support staff",
        "Staff only. Agents may approve refunds outside the 30-day window up to $200 with the override code in \
         the support console. Never share the code with customers.",
    ),
    unsafe_article(
        "Internal: fraud review of flagged orders",
        "Staff only. Orders flagged by the fraud model are held for manual review: compare the shipping and \
         billing addresses before releasing them.",
    ),
];

fn score(article: &Article, terms: &BTreeSet<String>) -> u32 {
    let title: BTreeSet<String> = words(article.title).collect();
    let body: Vec<String> = words(article.body).collect();
    terms
        .iter()
        .map(|term| {
            let in_title = if title.contains(term) { TITLE_WEIGHT } else { 0 };
            let in_body = body.iter().filter(|word| *word == term).count();
            in_title.saturating_add(u32::try_from(in_body).unwrap_or(u32::MAX))
        })
        .fold(0, u32::saturating_add)
}

/// The lowercase words of `text`, a plural `s` dropped (`refunds` → `refund`, but `address` stays).
fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).map(|word| {
        let mut word = word.to_lowercase();
        if word.chars().count() > 3 && word.ends_with('s') && !word.ends_with("ss") {
            word.pop();
        }
        word
    })
}

/// The body cut to [`SNIPPET_CHARS`] characters at a word boundary, with `…` when cut.
fn snippet(body: &str) -> String {
    if body.chars().count() <= SNIPPET_CHARS {
        return body.to_string();
    }
    let cut = body.char_indices().nth(SNIPPET_CHARS).map_or(body.len(), |(i, _)| i);
    let head = &body[..cut];
    let head = head.rfind(' ').map_or(head, |space| &head[..space]);
    format!("{}…", head.trim_end_matches(|c: char| c.is_ascii_punctuation()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn titles(query: &str, limit: u32, safe: bool) -> Vec<String> {
        search(query.to_string(), limit, safe).into_iter().map(|hit| hit.title).collect()
    }

    #[test]
    fn refunds_article_comes_first() {
        let hits = search("refunds".to_string(), 3, true);
        assert_eq!(hits[0].title, "Refunds: when you get your money back");
        assert!(hits.windows(2).all(|w| w[0].score >= w[1].score));
        assert_eq!(titles("How do I get a REFUND?", 1, true), ["Refunds: when you get your money back"]);
    }

    #[test]
    fn title_words_outrank_body_words() {
        assert_eq!(titles("password", 3, true)[0], "Resetting your password");
        assert_eq!(titles("gift card balance", 1, true), ["Gift cards"]);
    }

    #[test]
    fn safe_leaves_out_internal_and_adult_articles() {
        let safe = titles("refund override staff", 20, true);
        assert!(!safe.iter().any(|t| t.starts_with("Internal")), "{safe:?}");
        let all = titles("refund override staff", 20, false);
        assert_eq!(all[0], "Internal: refund override for support staff");
        assert!(titles("adult wine", 20, true).is_empty());
        assert_eq!(titles("adult wine", 20, false), ["Age-restricted products: wine and adult items"]);
    }

    #[test]
    fn limit_caps_the_hits() {
        assert_eq!(search("order".to_string(), 2, true).len(), 2);
        assert!(search("order".to_string(), 0, true).is_empty());
        assert!(search("order".to_string(), u32::MAX, true).len() > 2);
    }

    #[test]
    fn ranking_is_deterministic() {
        let first = search("shipping delivery order".to_string(), 20, false);
        for _ in 0..3 {
            assert_eq!(search("shipping delivery order".to_string(), 20, false), first);
        }
    }

    #[test]
    fn nothing_to_search_for_gives_no_hits() {
        assert!(search(String::new(), 3, true).is_empty());
        assert!(search("how do I".to_string(), 3, true).is_empty());
        assert!(search("환불".to_string(), 3, true).is_empty());
        assert!(search("zzz ".repeat(10_000), 3, true).is_empty());
    }

    #[test]
    fn snippets_are_short_and_cut_at_words() {
        for hit in search("order".to_string(), 20, false) {
            assert!(hit.snippet.chars().count() <= SNIPPET_CHARS + 1, "{}", hit.snippet);
        }
        let long = ARTICLES[1].body;
        let cut = snippet(long);
        assert!(cut.ends_with('…'), "{cut}");
        assert!(long.starts_with(cut.trim_end_matches('…')));
    }

    #[test]
    fn plurals_are_folded_but_not_double_s() {
        assert_eq!(words("Refunds ADDRESS its").collect::<Vec<_>>(), ["refund", "address", "its"]);
    }
}
