//! serde's `rename_all` cases, applied exactly as `serde_derive` applies them.

/// A `rename_all` case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum Case {
    Lower,
    Upper,
    Pascal,
    Camel,
    Snake,
    ScreamingSnake,
    Kebab,
    ScreamingKebab,
}

impl Case {
    /// The case serde names `name` (`"camelCase"`), if it is one.
    pub fn from_name(name: &str) -> Option<Case> {
        Some(match name {
            "lowercase" => Case::Lower,
            "UPPERCASE" => Case::Upper,
            "PascalCase" => Case::Pascal,
            "camelCase" => Case::Camel,
            "snake_case" => Case::Snake,
            "SCREAMING_SNAKE_CASE" => Case::ScreamingSnake,
            "kebab-case" => Case::Kebab,
            "SCREAMING-KEBAB-CASE" => Case::ScreamingKebab,
            _ => return None,
        })
    }

    /// Renames a variant, written in PascalCase.
    pub fn variant(self, variant: &str) -> String {
        match self {
            Case::Pascal => variant.to_string(),
            Case::Lower => variant.to_ascii_lowercase(),
            Case::Upper => variant.to_ascii_uppercase(),
            Case::Camel => {
                let mut chars = variant.chars();
                chars.next().map(|c| c.to_ascii_lowercase().to_string() + chars.as_str()).unwrap_or_default()
            }
            Case::Snake => {
                let mut snake = String::new();
                for (i, c) in variant.char_indices() {
                    if i > 0 && c.is_uppercase() {
                        snake.push('_');
                    }
                    snake.push(c.to_ascii_lowercase());
                }
                snake
            }
            Case::ScreamingSnake => Case::Snake.variant(variant).to_ascii_uppercase(),
            Case::Kebab => Case::Snake.variant(variant).replace('_', "-"),
            Case::ScreamingKebab => Case::ScreamingSnake.variant(variant).replace('_', "-"),
        }
    }

    /// Renames a field, written in snake_case.
    pub fn field(self, field: &str) -> String {
        match self {
            Case::Lower | Case::Snake => field.to_string(),
            Case::Upper | Case::ScreamingSnake => field.to_ascii_uppercase(),
            Case::Pascal => {
                let mut pascal = String::new();
                let mut capitalize = true;
                for c in field.chars() {
                    if c == '_' {
                        capitalize = true;
                    } else if capitalize {
                        pascal.push(c.to_ascii_uppercase());
                        capitalize = false;
                    } else {
                        pascal.push(c);
                    }
                }
                pascal
            }
            Case::Camel => {
                let pascal = Case::Pascal.field(field);
                let mut chars = pascal.chars();
                chars.next().map(|c| c.to_ascii_lowercase().to_string() + chars.as_str()).unwrap_or_default()
            }
            Case::Kebab => field.replace('_', "-"),
            Case::ScreamingKebab => Case::ScreamingSnake.field(field).replace('_', "-"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Case;

    #[test]
    fn cases_match_serde() {
        let variants = [
            (Case::Lower, "verylongvariant"),
            (Case::Upper, "VERYLONGVARIANT"),
            (Case::Pascal, "VeryLongVariant"),
            (Case::Camel, "veryLongVariant"),
            (Case::Snake, "very_long_variant"),
            (Case::ScreamingSnake, "VERY_LONG_VARIANT"),
            (Case::Kebab, "very-long-variant"),
            (Case::ScreamingKebab, "VERY-LONG-VARIANT"),
        ];
        for (case, expected) in variants {
            assert_eq!(case.variant("VeryLongVariant"), expected, "{case:?}");
        }
        let fields = [
            (Case::Upper, "VERY_LONG_FIELD"),
            (Case::Pascal, "VeryLongField"),
            (Case::Camel, "veryLongField"),
            (Case::ScreamingSnake, "VERY_LONG_FIELD"),
            (Case::Kebab, "very-long-field"),
            (Case::ScreamingKebab, "VERY-LONG-FIELD"),
        ];
        for (case, expected) in fields {
            assert_eq!(case.field("very_long_field"), expected, "{case:?}");
        }
    }
}
