//! `Json`: a JSON value that can live in a constant (defaults and `enum` values).

use serde_json::Value;

use crate::model::{List, Text};

/// A JSON value that can be written in `const` context, unlike [`serde_json::Value`].
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number.
    Number(Number),
    /// A string.
    String(Text),
    /// An array.
    Array(List<Json>),
    /// An object, its keys in the order written.
    Object(List<(Text, Json)>),
}

/// A JSON number, split as `serde_json` splits it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Number {
    /// A non-negative integer.
    PosInt(u64),
    /// A negative integer.
    NegInt(i64),
    /// Anything else.
    Float(f64),
}

impl Number {
    /// The number as `serde_json` holds it.
    pub fn to_serde(self) -> serde_json::Number {
        match self {
            Number::PosInt(n) => n.into(),
            Number::NegInt(n) => n.into(),
            // A float in a `Json` came from JSON text, so it is finite.
            Number::Float(f) => serde_json::Number::from_f64(f).unwrap_or_else(|| 0.into()),
        }
    }

    /// Reads a `serde_json` number.
    pub fn from_serde(n: &serde_json::Number) -> Self {
        if let Some(u) = n.as_u64() {
            Number::PosInt(u)
        } else if let Some(i) = n.as_i64() {
            Number::NegInt(i)
        } else {
            Number::Float(n.as_f64().unwrap_or(0.0))
        }
    }
}

impl Json {
    /// Converts from a parsed `serde_json` value (keys keep `serde_json`'s map order).
    pub fn from_value(value: &Value) -> Json {
        match value {
            Value::Null => Json::Null,
            Value::Bool(b) => Json::Bool(*b),
            Value::Number(n) => Json::Number(Number::from_serde(n)),
            Value::String(s) => Json::String(s.clone().into()),
            Value::Array(items) => Json::Array(items.iter().map(Json::from_value).collect()),
            Value::Object(map) => {
                Json::Object(map.iter().map(|(k, v)| (Text::from(k.clone()), Json::from_value(v))).collect())
            }
        }
    }

    /// Converts to a `serde_json` value.
    pub fn to_value(&self) -> Value {
        match self {
            Json::Null => Value::Null,
            Json::Bool(b) => Value::Bool(*b),
            Json::Number(n) => Value::Number(n.to_serde()),
            Json::String(s) => Value::String(s.to_string()),
            Json::Array(items) => Value::Array(items.iter().map(Json::to_value).collect()),
            Json::Object(entries) => {
                Value::Object(entries.iter().map(|(k, v)| (k.to_string(), v.to_value())).collect())
            }
        }
    }

    /// Whether `value` is this JSON value, comparing numbers by value (`1` equals `1.0`),
    /// as JSON Schema's `enum` does.
    pub fn matches(&self, value: &Value) -> bool {
        match (self, value) {
            (Json::Null, Value::Null) => true,
            (Json::Bool(a), Value::Bool(b)) => a == b,
            (Json::Number(a), Value::Number(b)) => same_number(*a, Number::from_serde(b)),
            (Json::String(a), Value::String(b)) => a == b,
            (Json::Array(a), Value::Array(b)) => a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.matches(y)),
            (Json::Object(a), Value::Object(b)) => {
                a.len() == b.len() && a.iter().all(|(k, v)| b.get(k.as_ref()).is_some_and(|w| v.matches(w)))
            }
            _ => false,
        }
    }
}

fn same_number(a: Number, b: Number) -> bool {
    match (a, b) {
        (Number::PosInt(x), Number::PosInt(y)) => x == y,
        (Number::NegInt(x), Number::NegInt(y)) => x == y,
        (Number::Float(_), _) | (_, Number::Float(_)) => as_f64(a) == as_f64(b),
        _ => false,
    }
}

fn as_f64(n: Number) -> f64 {
    match n {
        Number::PosInt(u) => u as f64,
        Number::NegInt(i) => i as f64,
        Number::Float(f) => f,
    }
}

impl std::fmt::Display for Json {
    /// Compact JSON text, as a message quotes a value.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_value().to_string())
    }
}
