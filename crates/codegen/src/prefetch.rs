//! The files of a tools crate read and prescanned ahead of the module walk, on threads of
//! their own (`scan` starts two: one more was a seventh less wall time at 2,000 tools in 40
//! files, crates/toolschema/BENCHMARKS.md, "Seventh round").
//!
//! The walk finds a module's file only when it reaches its `mod` item, and then reads it,
//! prescans it and parses it with `syn` before it goes on. Reading and prescanning need
//! nothing the walk knows but the file's candidate paths, so as soon as the walk has a
//! module's items, it asks for the files of all its `mod` items at once; by the time it
//! reaches one, its file is read, prescanned, and its bodies sent to the checker, while the
//! walk parsed the files before it.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender};
use std::sync::{Arc, Condvar, Mutex};

use crate::prescan::{prescan, Prescanned};

/// A module's file, read and prescanned.
pub(crate) struct Read {
    /// The candidate that could be read.
    pub path: PathBuf,
    pub text: String,
    pub prescanned: Prescanned,
}

/// What the reader has done, by ticket: `None` when no candidate could be read.
type Done = Arc<(Mutex<HashMap<usize, Option<Read>>>, Condvar)>;

/// Where the walk asks for files and takes them.
pub(crate) struct Prefetch {
    requests: Sender<(usize, Vec<PathBuf>)>,
    done: Done,
    next: usize,
}

impl std::fmt::Debug for Prefetch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Prefetch").field("asked", &self.next).finish_non_exhaustive()
    }
}

impl Prefetch {
    /// A prefetcher and the work of its threads (any number may run it), which runs until the
    /// prefetcher is dropped.
    /// With `bodies`, files are prescanned with their functions' bodies set aside, and the
    /// bodies sent there.
    pub(crate) fn new(bodies: Option<Sender<String>>) -> (Prefetch, impl Fn() + Send + Sync) {
        let (requests, receive) = std::sync::mpsc::channel();
        let done: Done = Arc::default();
        let receive = Mutex::new(receive);
        let bodies = bodies.map(Mutex::new);
        let worker = {
            let done = Arc::clone(&done);
            move || {
                let bodies = bodies.as_ref().map(|b| b.lock().unwrap_or_else(|e| e.into_inner()).clone());
                read_all(&receive, &done, bodies)
            }
        };
        (Prefetch { requests, done, next: 0 }, worker)
    }

    /// Asks for the first of `candidates` that can be read; the ticket takes it.
    pub(crate) fn ask(&mut self, candidates: Vec<PathBuf>) -> usize {
        let ticket = self.next;
        self.next += 1;
        // The reader only stops when this prefetcher is dropped (or it panicked, which the
        // scope reports); `take` would then wait in vain, so a failed send reads it here.
        if let Err(failed) = self.requests.send((ticket, candidates)) {
            let (ticket, candidates) = failed.0;
            let read = read_one(&candidates, None);
            self.done.0.lock().unwrap_or_else(|e| e.into_inner()).insert(ticket, read);
        }
        ticket
    }

    /// The file `ticket` asked for, once it is read.
    pub(crate) fn take(&self, ticket: usize) -> Option<Read> {
        let (done, ready) = &*self.done;
        let mut done = done.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            if let Some(read) = done.remove(&ticket) {
                return read;
            }
            done = ready.wait(done).unwrap_or_else(|e| e.into_inner());
        }
    }
}

fn read_all(requests: &Mutex<Receiver<(usize, Vec<PathBuf>)>>, done: &Done, bodies: Option<Sender<String>>) {
    loop {
        let next = requests.lock().unwrap_or_else(|e| e.into_inner()).recv();
        let Ok((ticket, candidates)) = next else { return };
        let read = read_one(&candidates, bodies.as_ref());
        let (map, ready) = &**done;
        map.lock().unwrap_or_else(|e| e.into_inner()).insert(ticket, read);
        ready.notify_all();
    }
}

/// Reads the first of `candidates` that can be read, and prescans it.
fn read_one(candidates: &[PathBuf], bodies: Option<&Sender<String>>) -> Option<Read> {
    let (path, text) = candidates.iter().find_map(|p| std::fs::read_to_string(p).ok().map(|t| (p.clone(), t)))?;
    let mut prescanned = prescan(&text, bodies.is_some());
    if let (Some(aside), Some(checker)) = (prescanned.bodies.take(), bodies) {
        // Sent at once, so that the bodies are checked while the walk goes on. A checker gone
        // has stopped at a body that does not parse: everything will be read again.
        let _ = checker.send(aside);
    }
    Some(Read { path, text, prescanned })
}
