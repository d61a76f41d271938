//! A clinic's patient app, documented in Korean: appointments, doctors, prescriptions and lab results.

/// 진료과와 날짜로 진료 가능한 의사 목록을 보여 줍니다.
///
/// 인수(Args):
///     department: 진료과. (choices: ["내과", "소아청소년과", "피부과", "정형외과", "이비인후과", "치과"])
///     date: 진료를 받고 싶은 날짜 (예: `2026-04-07`). 없으면 오늘부터 일주일.
///
/// 반환값(Returns):
///     의사 ID, 이름, 진료 요일과 비어 있는 예약 시간.
pub fn list_doctors(department: String, date: Option<String>) -> String {
    format!("would list the doctors of {department} on {date:?}")
}

/// 의사에게 진료 예약을 잡습니다.
///
/// 예약이 확정되면 예약 번호가 문자로 발송됩니다.
///
/// 인수(Args):
///     doctor_id: 의사 ID (예: `DR-118`).
///     start: 진료 시각 (예: `2026-04-07T10:30`).
///     reason: 증상이나 방문 이유.
///     first_visit: 이 병원 첫 방문인지 여부. (default: false)
pub fn book_appointment(doctor_id: String, start: String, reason: String, first_visit: bool) -> String {
    format!("would book {doctor_id} at {start} ({reason}, first visit: {first_visit})")
}

/// 예약된 진료를 취소합니다. 진료 24시간 전까지는 위약금이 없습니다.
///
/// Args:
///     appointment_id: 예약 번호 (예: `APT-2026-0193`).
///     reason: 취소 사유.
pub fn cancel_appointment(appointment_id: String, reason: Option<String>) -> String {
    format!("would cancel {appointment_id} ({reason:?})")
}

/// 예약된 진료의 날짜나 시간을 다른 때로 바꿉니다. 같은 의사에게 진료받습니다.
///
/// Args:
///     appointment_id: 예약 번호 (예: `APT-2026-0193`).
///     new_start: 바꿀 진료 시각.
pub fn reschedule_appointment(appointment_id: String, new_start: String) -> String {
    format!("would move {appointment_id} to {new_start}")
}

/// 내 진료 예약 목록을 날짜순으로 보여 줍니다.
///
/// 인수(Args):
///     include_past: 지난 진료 기록도 함께 볼지 여부. (default: false)
pub fn list_appointments(include_past: bool) -> String {
    format!("would list the appointments (past too: {include_past})")
}

/// 처방받은 약을 다시 타도록 재처방(리필)을 요청합니다.
///
/// 인수(Args):
///     prescription_no: 처방전 번호 (예: `RX-30417`).
///     pharmacy: 약을 받을 약국 이름. 없으면 지난번 약국.
///
/// 반환값(Returns):
///     요청 번호와 약을 받을 수 있는 날짜.
pub fn refill_prescription(prescription_no: String, pharmacy: Option<String>) -> String {
    format!("would ask for a refill of {prescription_no} at {pharmacy:?}")
}

/// 혈액 검사, 소변 검사, 영상 검사 같은 검사 결과를 조회합니다.
///
/// Args:
///     patient_id: 환자 번호.
///     test_date: 이 날짜에 받은 검사만 (예: `2026-03-02`).
pub fn get_lab_results(patient_id: String, test_date: Option<String>) -> String {
    format!("would show the lab results of {patient_id} ({test_date:?})")
}
