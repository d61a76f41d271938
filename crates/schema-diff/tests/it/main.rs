//! Tests of the comparison as a library: properties over random schemas of the type mapping.

mod props;
