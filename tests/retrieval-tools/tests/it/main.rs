//! The retrieval benchmark's catalogue and requests, checked through the crate's public
//! surface: `TOOLS` and `dispatch`.

mod dispatch;
mod requests;
