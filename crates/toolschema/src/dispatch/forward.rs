//! The methods of serde's `Deserializer` and `Visitor` that a wrapper hands straight on,
//! listed once for the wrappers (`guided`, the keys of `access`, `strict`).

/// Calls `$forward!` with every `deserialize_*` method of serde's `Deserializer` and its
/// arguments, but `deserialize_enum` and `deserialize_ignored_any`, which each wrapper
/// treats its own way.
macro_rules! each_deserialize_method {
    ($forward:ident) => {
        each_deserialize_method_but_struct!($forward);
        $forward! {
            deserialize_struct(name: &'static str, fields: &'static [&'static str]);
        }
    };
}

/// [`each_deserialize_method`] but `deserialize_struct`, for a wrapper that reads structs
/// its own way (`strict`).
macro_rules! each_deserialize_method_but_struct {
    ($forward:ident) => {
        $forward! {
            deserialize_any();
            deserialize_bool();
            deserialize_i8();
            deserialize_i16();
            deserialize_i32();
            deserialize_i64();
            deserialize_i128();
            deserialize_u8();
            deserialize_u16();
            deserialize_u32();
            deserialize_u64();
            deserialize_u128();
            deserialize_f32();
            deserialize_f64();
            deserialize_char();
            deserialize_str();
            deserialize_string();
            deserialize_bytes();
            deserialize_byte_buf();
            deserialize_option();
            deserialize_unit();
            deserialize_unit_struct(name: &'static str);
            deserialize_newtype_struct(name: &'static str);
            deserialize_seq();
            deserialize_tuple(len: usize);
            deserialize_tuple_struct(name: &'static str, len: usize);
            deserialize_map();
            deserialize_identifier();
        }
    };
}

/// Calls `$pass!` with the `visit_*` methods of serde's `Visitor` that take a value other
/// than a string, which every wrapping visitor hands on unchanged.
macro_rules! each_visit_non_string {
    ($pass:ident) => {
        $pass! {
            visit_bool(bool);
            visit_i64(i64);
            visit_u64(u64);
            visit_i128(i128);
            visit_u128(u128);
            visit_f64(f64);
            visit_bytes(&[u8]);
            visit_borrowed_bytes(&'de [u8]);
            visit_byte_buf(Vec<u8>);
        }
    };
}
