//! Tests of the comparison as a library: properties over random schemas of the type mapping,
//! and the README's rules table.

mod props;
mod readme;
