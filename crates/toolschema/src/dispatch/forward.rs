//! The methods of serde's `Deserializer` that a wrapping deserializer hands straight on,
//! listed once for the three wrappers (`guided`, the keys of `access`, `strict`).

/// Calls `$forward!` with every `deserialize_*` method of serde's `Deserializer` and its
/// arguments, but `deserialize_enum` and `deserialize_ignored_any`, which each wrapper
/// treats its own way.
macro_rules! each_deserialize_method {
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
            deserialize_struct(name: &'static str, fields: &'static [&'static str]);
            deserialize_identifier();
        }
    };
}
