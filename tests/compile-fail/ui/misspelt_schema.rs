//! Each tool's constant is named after the tool; a misspelt name is caught at compile time.

fn main() {
    println!("{}", tools::CALCULATER_SCHEMA.name());
}
