//! Tools documented in Korean: the weather and translation.

/// 도시의 현재 날씨와 기온을 알려 줍니다.
///
/// Args:
///     city: 도시 이름 (예: 서울).
pub fn current_weather(city: String) -> String {
    format!("would tell the weather in {city}")
}

/// 앞으로 일주일 동안의 일기 예보를 보여 줍니다.
///
/// Args:
///     city: 도시 이름.
pub fn weather_forecast(city: String) -> String {
    format!("would show the forecast for {city}")
}

/// 문장을 다른 언어로 번역합니다.
///
/// Args:
///     text: 번역할 문장.
///     target: 번역할 언어의 코드 (예: `en`, `ko`).
pub fn translate_text(text: String, target: String) -> String {
    format!("would translate {} bytes into {target}", text.len())
}
