//! `calculator`: arithmetic on a formula, read by a small precedence-climbing parser (never an eval).
//!
//! Grammar, loosest binding first:
//!
//! ```text
//! sum     = product (("+" | "-") product)*
//! product = unary (("*" | "/" | "%") unary)*
//! unary   = ("+" | "-") unary | power
//! power   = atom ("^" unary)?          right-associative, so -2^2 = -4 and 2^-1 = 0.5
//! atom    = number | "(" sum ")"
//! number  = digits ["." digits] | "." digits, then optionally e["+"|"-"]digits
//! ```
//!
//! Values are computed while parsing, so a long chain such as `1+1+…+1` is a loop, not a
//! recursion; only parentheses and signs nest, at most `MAX_DEPTH` (256) deep, checked before
//! recursing. Integers stay exact `i64`s while they fit and fall back to `f64` when they do not; a
//! result that is not finite is an error. `%` is the remainder with the sign of the dividend, as in
//! Rust and C (`-7 % 3 = -1`). Syntax errors are reported before arithmetic ones, so `1/0 +` is a
//! syntax error.

use serde_json::Number;

/// How deeply parentheses and signs may nest.
pub(crate) const MAX_DEPTH: usize = 256;

/// Evaluates an arithmetic expression.
///
/// Supports `+`, `-`, `*`, `/`, `%` (remainder), `^` (power, right-associative, binding tighter
/// than a leading minus: `-2^2` is -4), parentheses, unary minus and plus, and decimal numbers
/// such as `.5`, `2.` or `1e3`.
///
/// Args:
///     expr: The expression, e.g. `2*(3+4)` or `-2^2 + 10 % 4`.
///
/// Returns:
///     The value: an integer when it is whole (`14`), a decimal otherwise (`0.25`).
///
/// Annotations:
///     title: Calculator
///     read_only
///     open_world: false
pub fn calculator(expr: String) -> Result<Number, String> {
    let source: Vec<char> = expr.chars().collect();
    let tokens = lex(&source)?;
    let mut parser = Parser { source: &source, tokens: &tokens, next: 0, depth: 0, arithmetic_error: None };
    let value = parser.sum()?;
    if let Some(token) = parser.peek() {
        return Err(format!("unexpected {} at character {}", parser.quote(token), token.at));
    }
    if let Some(err) = parser.arithmetic_error {
        return Err(err);
    }
    value.to_number().ok_or_else(|| "the result is not a finite number".to_string())
}

/// A number during evaluation: exact while it fits in an `i64`.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Value {
    Int(i64),
    Float(f64),
}

impl Value {
    fn as_f64(self) -> f64 {
        match self {
            Value::Int(i) => i as f64,
            Value::Float(f) => f,
        }
    }

    fn is_zero(self) -> bool {
        self.as_f64() == 0.0
    }

    /// A whole float within the range where `f64` is exact becomes an integer: `2.0 * 7` gives `14`.
    fn to_number(self) -> Option<Number> {
        const EXACT: f64 = 9_007_199_254_740_992.0; // 2^53
        match self {
            Value::Int(i) => Some(Number::from(i)),
            Value::Float(f) if f.fract() == 0.0 && f.abs() <= EXACT => Some(Number::from(f as i64)),
            Value::Float(f) => Number::from_f64(f),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Kind {
    Number(Value),
    Op(char),
    Open,
    Close,
}

#[derive(Clone, Copy, Debug)]
struct Token {
    kind: Kind,
    /// 1-based position, in characters, of the token's first character.
    at: usize,
    /// Its length in characters.
    len: usize,
}

fn lex(chars: &[char]) -> Result<Vec<Token>, String> {
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let at = i + 1;
        let kind = match c {
            c if c.is_whitespace() => {
                i += 1;
                continue;
            }
            '0'..='9' | '.' => {
                let (value, end) = number(chars, i)?;
                tokens.push(Token { kind: Kind::Number(value), at, len: end - i });
                i = end;
                continue;
            }
            '+' | '-' | '*' | '/' | '%' | '^' => Kind::Op(c),
            '(' => Kind::Open,
            ')' => Kind::Close,
            other => {
                return Err(format!(
                    "unexpected `{other}` at character {at}: only numbers, + - * / % ^ and parentheses are allowed"
                ))
            }
        };
        tokens.push(Token { kind, at, len: 1 });
        i += 1;
    }
    Ok(tokens)
}

/// Reads the number starting at `chars[start]`; returns it and the index after it.
fn number(chars: &[char], start: usize) -> Result<(Value, usize), String> {
    let digits_from = |mut i: usize| {
        while chars.get(i).is_some_and(char::is_ascii_digit) {
            i += 1;
        }
        i
    };
    let mut end = digits_from(start);
    let mut is_float = false;
    if chars.get(end) == Some(&'.') {
        is_float = true;
        let after = digits_from(end + 1);
        if after == end + 1 && end == start {
            return Err(format!("a lone `.` at character {} is not a number", start + 1));
        }
        end = after;
    }
    if matches!(chars.get(end), Some('e' | 'E')) {
        is_float = true;
        let sign = usize::from(matches!(chars.get(end + 1), Some('+' | '-')));
        let after = digits_from(end + 1 + sign);
        if after == end + 1 + sign {
            return Err(format!("the exponent of the number at character {} has no digits", start + 1));
        }
        end = after;
    }
    let text: String = chars[start..end].iter().collect();
    let value = if is_float { None } else { text.parse::<i64>().ok().map(Value::Int) };
    let value = match value {
        Some(value) => value,
        None => match text.parse::<f64>() {
            Ok(f) if f.is_finite() => Value::Float(f),
            _ => return Err(format!("the number `{text}` at character {} is too large", start + 1)),
        },
    };
    Ok((value, end))
}

struct Parser<'a> {
    source: &'a [char],
    tokens: &'a [Token],
    next: usize,
    depth: usize,
    /// The first arithmetic error (division by zero, overflow); parsing goes on so that a syntax
    /// error later in the text is reported instead.
    arithmetic_error: Option<String>,
}

impl Parser<'_> {
    /// The token as written, in backticks.
    fn quote(&self, token: Token) -> String {
        let text: String = self.source.iter().skip(token.at - 1).take(token.len).collect();
        format!("`{text}`")
    }

    fn peek(&self) -> Option<Token> {
        self.tokens.get(self.next).copied()
    }

    fn peek_op(&self, ops: &[char]) -> Option<(char, usize)> {
        match self.peek() {
            Some(Token { kind: Kind::Op(op), at, .. }) if ops.contains(&op) => Some((op, at)),
            _ => None,
        }
    }

    fn sum(&mut self) -> Result<Value, String> {
        let mut value = self.product()?;
        while let Some((op, at)) = self.peek_op(&['+', '-']) {
            self.next += 1;
            let rhs = self.product()?;
            value = self.apply(op, at, value, rhs);
        }
        Ok(value)
    }

    fn product(&mut self) -> Result<Value, String> {
        let mut value = self.unary()?;
        while let Some((op, at)) = self.peek_op(&['*', '/', '%']) {
            self.next += 1;
            let rhs = self.unary()?;
            value = self.apply(op, at, value, rhs);
        }
        Ok(value)
    }

    fn unary(&mut self) -> Result<Value, String> {
        if self.depth >= MAX_DEPTH {
            let at = self.peek().or_else(|| self.tokens.last().copied()).map_or(1, |t| t.at);
            return Err(format!(
                "the expression nests parentheses or signs more than {MAX_DEPTH} deep at character {at}"
            ));
        }
        self.depth += 1;
        let value = self.unary_inner();
        self.depth -= 1;
        value
    }

    fn unary_inner(&mut self) -> Result<Value, String> {
        if let Some((op, at)) = self.peek_op(&['+', '-']) {
            self.next += 1;
            let operand = self.unary()?;
            return Ok(if op == '-' { self.negate(at, operand) } else { operand });
        }
        let base = self.atom()?;
        if let Some((_, at)) = self.peek_op(&['^']) {
            self.next += 1;
            let exponent = self.unary()?;
            return Ok(self.apply('^', at, base, exponent));
        }
        Ok(base)
    }

    fn atom(&mut self) -> Result<Value, String> {
        let Some(token) = self.peek() else {
            let after = match self.next.checked_sub(1).and_then(|i| self.tokens.get(i)) {
                Some(last) => format!(" after {} at character {}", self.quote(*last), last.at),
                None => String::new(),
            };
            return Err(format!("expected a number or `(`{after}, found the end of the expression"));
        };
        self.next += 1;
        match token.kind {
            Kind::Number(value) => Ok(value),
            Kind::Open => {
                let value = self.sum()?;
                match self.peek() {
                    Some(Token { kind: Kind::Close, .. }) => {
                        self.next += 1;
                        Ok(value)
                    }
                    Some(other) => Err(format!(
                        "expected `)` to close the `(` at character {}, found {} at character {}",
                        token.at,
                        self.quote(other),
                        other.at
                    )),
                    None => Err(format!("the `(` at character {} is never closed", token.at)),
                }
            }
            _ => Err(format!("unexpected {} at character {}", self.quote(token), token.at)),
        }
    }

    fn negate(&mut self, at: usize, value: Value) -> Value {
        match value {
            Value::Int(i) => i.checked_neg().map_or(Value::Float(-(i as f64)), Value::Int),
            Value::Float(f) => self.finite('-', at, -f),
        }
    }

    fn apply(&mut self, op: char, at: usize, lhs: Value, rhs: Value) -> Value {
        if (op == '/' || op == '%') && rhs.is_zero() {
            let what = if op == '/' { "division" } else { "modulo" };
            return self.fail(format!("{what} by zero at character {at}"));
        }
        if op == '^' && lhs.is_zero() && rhs.as_f64() < 0.0 {
            return self.fail(format!("zero raised to a negative power (a division by zero) at character {at}"));
        }
        if let (Value::Int(a), Value::Int(b)) = (lhs, rhs) {
            let exact = match op {
                '+' => a.checked_add(b),
                '-' => a.checked_sub(b),
                '*' => a.checked_mul(b),
                '/' => a.checked_rem(b).filter(|r| *r == 0).and_then(|_| a.checked_div(b)),
                '%' => a.checked_rem(b),
                '^' => u32::try_from(b).ok().and_then(|b| a.checked_pow(b)),
                _ => None,
            };
            if let Some(exact) = exact {
                return Value::Int(exact);
            }
        }
        let (a, b) = (lhs.as_f64(), rhs.as_f64());
        let result = match op {
            '+' => a + b,
            '-' => a - b,
            '*' => a * b,
            '/' => a / b,
            '%' => a % b,
            _ => a.powf(b),
        };
        self.finite(op, at, result)
    }

    /// Checks a float result, recording an error for infinity or NaN.
    fn finite(&mut self, op: char, at: usize, value: f64) -> Value {
        if value.is_finite() {
            Value::Float(value)
        } else if value.is_nan() {
            self.fail(format!("the result of `{op}` at character {at} is not a real number"))
        } else {
            self.fail(format!("the result of `{op}` at character {at} is too large"))
        }
    }

    /// Records the first arithmetic error and carries on with a placeholder value.
    fn fail(&mut self, message: String) -> Value {
        self.arithmetic_error.get_or_insert(message);
        Value::Float(f64::NAN)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn eval(expr: &str) -> Result<serde_json::Value, String> {
        calculator(expr.to_string()).map(serde_json::Value::Number)
    }

    fn err(expr: &str) -> String {
        match eval(expr) {
            Ok(value) => panic!("`{expr}` gave {value}, expected an error"),
            Err(err) => err,
        }
    }

    #[test]
    fn integers_stay_integers() {
        assert_eq!(eval("2*(3+4)"), Ok(json!(14)));
        assert_eq!(serde_json::to_string(&calculator("2*(3+4)".into()).unwrap()).unwrap(), "14");
        assert_eq!(eval("10 / 2"), Ok(json!(5)));
        assert_eq!(eval("0.5 * 4"), Ok(json!(2)));
        assert_eq!(eval("1e3"), Ok(json!(1000)));
        assert_eq!(eval("-0.0"), Ok(json!(0)));
    }

    #[test]
    fn fractions_are_decimals() {
        assert_eq!(eval("1/4"), Ok(json!(0.25)));
        assert_eq!(serde_json::to_string(&calculator("1/4".into()).unwrap()).unwrap(), "0.25");
        assert_eq!(eval(".5 + 2."), Ok(json!(2.5)));
        assert_eq!(eval("7 / 2"), Ok(json!(3.5)));
        assert_eq!(eval("2.5e-1"), Ok(json!(0.25)));
    }

    #[test]
    fn precedence_and_associativity() {
        assert_eq!(eval("1 + 2 * 3"), Ok(json!(7)));
        assert_eq!(eval("10 - 4 - 3"), Ok(json!(3)));
        assert_eq!(eval("64 / 4 / 2"), Ok(json!(8)));
        assert_eq!(eval("2^3^2"), Ok(json!(512)));
        assert_eq!(eval("-2^2"), Ok(json!(-4)));
        assert_eq!(eval("(-2)^2"), Ok(json!(4)));
        assert_eq!(eval("2^-1"), Ok(json!(0.5)));
        assert_eq!(eval("2*-3"), Ok(json!(-6)));
        assert_eq!(eval("--+-3"), Ok(json!(-3)));
        assert_eq!(eval("  ( 1 +\t2 ) * 3 "), Ok(json!(9)));
    }

    #[test]
    fn remainder_has_the_sign_of_the_dividend() {
        assert_eq!(eval("10 % 4"), Ok(json!(2)));
        assert_eq!(eval("-7 % 3"), Ok(json!(-1)));
        assert_eq!(eval("5.5 % 2"), Ok(json!(1.5)));
    }

    #[test]
    fn large_integers_fall_back_to_floats() {
        assert_eq!(eval("2^62"), Ok(json!(4_611_686_018_427_387_904_i64)));
        assert_eq!(eval("9223372036854775807 + 1"), Ok(json!(9.223372036854776e18)));
        assert_eq!(eval("-9223372036854775807 - 1"), Ok(json!(i64::MIN)));
        assert_eq!(eval("(-9223372036854775807 - 1) / -1"), Ok(json!(9.223372036854776e18)));
        assert_eq!(eval("(-9223372036854775807 - 1) % -1"), Ok(json!(0)));
        assert_eq!(eval("1^99999999999"), Ok(json!(1)));
    }

    #[test]
    fn arithmetic_errors() {
        assert_eq!(err("1/0"), "division by zero at character 2");
        assert_eq!(err("1 % (2-2)"), "modulo by zero at character 3");
        assert_eq!(err("1 / 0.0"), "division by zero at character 3");
        assert_eq!(err("10^400"), "the result of `^` at character 3 is too large");
        assert_eq!(err("(-8)^0.5"), "the result of `^` at character 5 is not a real number");
        assert!(err("0^-1").contains("division by zero"));
        assert!(err("1e400").contains("too large"));
        assert!(err("1e308 * 10").contains("too large"));
    }

    #[test]
    fn syntax_errors_say_where() {
        assert_eq!(err("(1+2))"), "unexpected `)` at character 6");
        assert_eq!(err("2 3"), "unexpected `3` at character 3");
        assert_eq!(err("2+"), "expected a number or `(` after `+` at character 2, found the end of the expression");
        assert_eq!(err(""), "expected a number or `(`, found the end of the expression");
        assert_eq!(err("   "), "expected a number or `(`, found the end of the expression");
        assert!(err("abc").starts_with("unexpected `a` at character 1"));
        assert!(err("2 × 3").starts_with("unexpected `×` at character 3"));
        assert_eq!(err("(1+2"), "the `(` at character 1 is never closed");
        assert_eq!(err("(1 2)"), "expected `)` to close the `(` at character 1, found `2` at character 4");
        assert_eq!(err("()"), "unexpected `)` at character 2");
        assert_eq!(err("2(3)"), "unexpected `(` at character 2");
        assert_eq!(err("*2"), "unexpected `*` at character 1");
        assert_eq!(err("."), "a lone `.` at character 1 is not a number");
        assert_eq!(err("1e+"), "the exponent of the number at character 1 has no digits");
        assert_eq!(err("1.2.3"), "unexpected `.3` at character 4");
        assert_eq!(err("2 ^ .5e+1 1"), "unexpected `1` at character 11");
        assert_eq!(err("2 .5e+1"), "unexpected `.5e+1` at character 3");
    }

    #[test]
    fn syntax_errors_win_over_arithmetic_ones() {
        assert_eq!(err("1/0 +"), "expected a number or `(` after `+` at character 5, found the end of the expression");
    }

    #[test]
    fn moderate_nesting_works() {
        let depth = 100;
        let expr = format!("{}1{}", "(".repeat(depth), ")".repeat(depth));
        assert_eq!(eval(&expr), Ok(json!(1)));
        assert_eq!(eval(&format!("{}5", "-".repeat(100))), Ok(json!(5)));
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_stack_overflow() {
        let depth = 100_000;
        let expr = format!("{}1{}", "(".repeat(depth), ")".repeat(depth));
        assert!(err(&expr).contains("more than 256 deep"));
        assert!(err(&"-".repeat(depth)).contains("more than 256 deep"));
        assert!(err(&"2^".repeat(depth)).contains("more than 256 deep"));
    }

    #[test]
    fn long_flat_chains_are_fine() {
        let expr = vec!["1"; 100_000].join("+");
        assert_eq!(eval(&expr), Ok(json!(100_000)));
    }
}
