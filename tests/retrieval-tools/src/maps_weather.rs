//! Maps and weather, modelled on the Google Maps and weather MCP servers: places, directions,
//! geocoding, forecasts and alerts.

/// Turns a street address into latitude and longitude.
///
/// Args:
///     address: The address, such as `1600 Amphitheatre Parkway, Mountain View`.
///
/// Returns:
///     The coordinates and the formatted address.
pub fn geocode_address(address: String) -> String {
    format!("geocode_address: address={address:?}")
}

/// Turns latitude and longitude into the nearest street address.
///
/// Args:
///     latitude: The latitude in degrees.
///     longitude: The longitude in degrees.
///
/// Returns:
///     The nearest address.
pub fn reverse_geocode(latitude: f64, longitude: f64) -> String {
    format!("reverse_geocode: latitude={latitude:?}, longitude={longitude:?}")
}

/// Finds places (restaurants, shops, sights) near a location by text.
///
/// Args:
///     query: What to find, such as `vegan restaurant` or `pharmacy`.
///     near: An address, a city or `lat,lng`.
///     radius_meters: How far to look. (default: 2000)
///     open_now: Only places open now. (default: false)
///
/// Returns:
///     The places' names, addresses, ratings and opening hours.
pub fn search_places(query: String, near: String, radius_meters: u32, open_now: bool) -> String {
    format!("search_places: query={query:?}, near={near:?}, radius_meters={radius_meters:?}, open_now={open_now:?}")
}

/// Gets a place's details: phone, website, opening hours and reviews.
///
/// Args:
///     place_id: The place's id.
///
/// Returns:
///     The place's details.
pub fn get_place_details(place_id: String) -> String {
    format!("get_place_details: place_id={place_id:?}")
}

/// Gets a route between two places, with turn-by-turn steps.
///
/// Args:
///     origin: Where from.
///     destination: Where to.
///     mode: How to travel. (default: "driving") (choices: ["driving", "walking", "bicycling", "transit"])
///     avoid_tolls: Avoid toll roads. (default: false)
///
/// Returns:
///     The distance, duration and steps of the route.
pub fn get_directions(origin: String, destination: String, mode: String, avoid_tolls: bool) -> String {
    format!(
        "get_directions: origin={origin:?}, destination={destination:?}, mode={mode:?}, avoid_tolls={avoid_tolls:?}"
    )
}

/// Gets travel distances and times between several origins and destinations at once.
///
/// Args:
///     origins: The starting points.
///     destinations: The end points.
///     mode: How to travel. (default: "driving") (choices: ["driving", "walking", "bicycling", "transit"])
///
/// Returns:
///     A table of distances and durations.
pub fn get_distance_matrix(origins: Vec<String>, destinations: Vec<String>, mode: String) -> String {
    format!("get_distance_matrix: origins={origins:?}, destinations={destinations:?}, mode={mode:?}")
}

/// Gets the current weather at a place: temperature, wind, humidity and conditions.
///
/// Args:
///     location: A city or `lat,lng`.
///     units: The unit system. (default: "metric") (choices: ["metric", "imperial"])
///
/// Returns:
///     The current conditions.
pub fn get_current_weather(location: String, units: String) -> String {
    format!("get_current_weather: location={location:?}, units={units:?}")
}

/// Gets the weather forecast for the coming days at a place.
///
/// Args:
///     location: A city or `lat,lng`.
///     days: How many days ahead, 1 to 14. (default: 5)
///     units: The unit system. (default: "metric") (choices: ["metric", "imperial"])
///
/// Returns:
///     Each day's high, low, rain chance and conditions.
pub fn get_weather_forecast(location: String, days: u8, units: String) -> String {
    format!("get_weather_forecast: location={location:?}, days={days:?}, units={units:?}")
}

/// Gets active severe-weather warnings (storms, floods, heat) for a region.
///
/// Args:
///     region: A US state code such as `TX`, or a city.
///
/// Returns:
///     Each alert's event, severity, area and expiry.
pub fn get_weather_alerts(region: String) -> String {
    format!("get_weather_alerts: region={region:?}")
}
