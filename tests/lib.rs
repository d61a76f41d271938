//! End-to-end tests of toolschema; they live in `e2e/` (commands run as processes, the
//! generated API through trybuild, the committed schemas' freshness).
