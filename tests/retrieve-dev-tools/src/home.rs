//! A smart home: lights, heating, locks.

/// Turns a light on or off.
///
/// Args:
///     room: The room the light is in, such as `kitchen`.
///     on: `true` to switch it on, `false` to switch it off.
pub fn switch_light(room: String, on: bool) -> String {
    format!("would switch the {room} light {}", if on { "on" } else { "off" })
}

/// Sets the thermostat's target temperature.
///
/// Args:
///     celsius: The temperature to heat or cool to, in degrees Celsius.
pub fn set_thermostat(celsius: f64) -> String {
    format!("would set the heating to {celsius} °C")
}

/// Locks or unlocks a door.
///
/// Args:
///     door: Which door. (choices: ["front", "back", "garage"])
///     locked: `true` to lock, `false` to unlock.
pub fn lock_door(door: String, locked: bool) -> String {
    format!("would {} the {door} door", if locked { "lock" } else { "unlock" })
}

/// Reports the readings of every sensor: temperature, humidity, motion and open windows.
pub fn sensor_readings() -> String {
    "would read the sensors".to_owned()
}
