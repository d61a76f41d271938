//! A music streaming service: the catalogue, playback, the queue, playlists and the library.

/// Searches the streaming catalogue for songs, albums, artists or playlists.
///
/// Args:
///     query: Words from a title or a name, such as `bohemian rhapsody queen`.
///     kind: What to look for. (choices: ["track", "album", "artist", "playlist"]) (default: "track")
///     limit: How many results at most. (default: 10)
///
/// Returns:
///     The matches, best first, each with its URI for `play_track`.
pub fn search_music(query: String, kind: String, limit: u32) -> String {
    format!("would search the catalogue for {limit} {kind}s matching `{query}`")
}

/// Starts playing a track, an album or a playlist now, replacing what is playing.
///
/// Args:
///     uri: What to play, such as `spotify:track:6rqhFgbbKwnb9MLmUQDhG6` or `spotify:playlist:37i9dQZF1DX0XUsuxWHRQd`.
///     device: The speaker or phone to play on, by name; the active device when left out.
///     shuffle: Whether an album or playlist plays in random order. (default: false)
pub fn play_track(uri: String, device: Option<String>, shuffle: bool) -> String {
    format!("would play {uri} on {device:?} (shuffle: {shuffle})")
}

/// Adds a track to the play queue, to play after the current one and anything queued before it.
///
/// Args:
///     uri: The track's URI.
pub fn add_to_queue(uri: String) -> String {
    format!("would queue {uri}")
}

/// Creates a new, empty playlist in the user's library.
///
/// Args:
///     name: The playlist's name, such as `Sunday running`.
///     description: A line shown under the name.
///     public: Whether other listeners can find and follow it. (default: false)
pub fn create_playlist(name: String, description: Option<String>, public: bool) -> String {
    format!("would create the playlist `{name}` ({description:?}, public: {public})")
}

/// Adds tracks to one of the user's playlists.
///
/// Args:
///     playlist_id: The playlist, such as `pl_93kd2`.
///     track_uris: The tracks to add, in order.
///     position: Where to insert them, counting from 0; at the end when left out.
pub fn add_to_playlist(playlist_id: String, track_uris: Vec<String>, position: Option<u32>) -> String {
    format!("would add {} tracks to {playlist_id} at {position:?}", track_uris.len())
}

/// Lists the playlists in the user's library: the ones they made and the ones they follow.
///
/// Args:
///     owned_only: Only the playlists the user made. (default: false)
pub fn list_playlists(owned_only: bool) -> String {
    format!("would list the playlists (owned only: {owned_only})")
}

/// Saves a track to the user's Liked Songs, or removes it from them.
///
/// Args:
///     track_id: The track's id, such as `6rqhFgbbKwnb9MLmUQDhG6`.
///     liked: `true` to like the track, `false` to unlike it. (default: true)
pub fn like_track(track_id: String, liked: bool) -> String {
    format!("would set liked = {liked} on {track_id}")
}

/// 아티스트를 팔로우하거나 팔로우를 취소합니다. 팔로우한 아티스트의 새 앨범과 공연 소식을 받게 됩니다.
///
/// Args:
///     artist: 아티스트 이름이나 ID (예: `아이유`).
///     follow: 팔로우하려면 `true`, 취소하려면 `false`. (default: true)
pub fn follow_artist(artist: String, follow: bool) -> String {
    format!("would set follow = {follow} on {artist}")
}
