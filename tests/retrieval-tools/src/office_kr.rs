//! A Korean company's internal office tools (electronic approval, attendance, expenses, meeting
//! rooms, the canteen), documented in Korean as their users read them.

/// 전자결재 문서를 상신합니다.
///
/// 기안한 문서를 결재선에 따라 순서대로 결재자에게 올립니다.
///
/// 인수(Args):
///     title: 결재 문서의 제목.
///     form: 결재 양식. (choices: ["품의서", "지출결의서", "휴가신청서", "출장신청서"])
///     approvers: 결재자들의 사번, 결재 순서대로.
///     body: 문서 본문.
///
/// 반환값(Returns):
///     상신된 문서의 번호.
pub fn submit_approval(title: String, form: String, approvers: Vec<String>, body: String) -> String {
    format!("submit_approval: title={title:?}, form={form:?}, approvers={approvers:?}, body={body:?}")
}

/// 내가 결재해야 할 대기 문서 목록을 조회합니다.
///
/// 인수(Args):
///     form: 이 양식의 문서만.
///
/// 반환값(Returns):
///     문서 번호, 제목, 기안자, 상신일.
pub fn list_pending_approvals(form: Option<String>) -> String {
    format!("list_pending_approvals: form={form:?}")
}

/// 결재 문서를 승인하거나 반려합니다.
///
/// 인수(Args):
///     document_no: 문서 번호, 예: `AP-2024-0815`.
///     approve: 승인이면 true, 반려면 false.
///     comment: 결재 의견.
///
/// 반환값(Returns):
///     문서의 새 결재 상태.
pub fn approve_document(document_no: String, approve: bool, comment: Option<String>) -> String {
    format!("approve_document: document_no={document_no:?}, approve={approve:?}, comment={comment:?}")
}

/// 출근을 기록합니다.
///
/// 재택근무일 때는 근무지를 함께 남깁니다.
///
/// 인수(Args):
///     work_place: 근무지. (default: "사무실") (choices: ["사무실", "재택", "외근"])
///
/// 반환값(Returns):
///     기록된 출근 시각.
pub fn clock_in(work_place: String) -> String {
    format!("clock_in: work_place={work_place:?}")
}

/// 퇴근을 기록합니다.
///
/// 인수(Args):
///     note: 야근 사유 등 메모.
///
/// 반환값(Returns):
///     기록된 퇴근 시각과 오늘 근무 시간.
pub fn clock_out(note: Option<String>) -> String {
    format!("clock_out: note={note:?}")
}

/// 한 달 동안의 근태 기록(출퇴근 시각, 지각, 초과근무)을 조회합니다.
///
/// 인수(Args):
///     month: 조회할 달, YYYY-MM 형식.
///     employee_no: 직원의 사번; 없으면 본인.
///
/// 반환값(Returns):
///     날짜별 출퇴근 시각과 근무 시간, 지각과 초과근무 합계.
pub fn get_attendance_record(month: String, employee_no: Option<String>) -> String {
    format!("get_attendance_record: month={month:?}, employee_no={employee_no:?}")
}

/// 연차 휴가를 신청합니다.
///
/// 반차는 오전 반차, 오후 반차로 신청합니다.
///
/// 인수(Args):
///     start_date: 휴가 시작일, YYYY-MM-DD 형식.
///     end_date: 휴가 종료일, YYYY-MM-DD 형식.
///     leave_kind: 휴가 종류. (default: "연차") (choices: ["연차", "오전반차", "오후반차", "병가", "경조사"])
///     reason: 휴가 사유.
///
/// 반환값(Returns):
///     휴가 신청 번호와 남은 연차 일수.
pub fn request_annual_leave(
    start_date: String,
    end_date: String,
    leave_kind: String,
    reason: Option<String>,
) -> String {
    format!("request_annual_leave: start_date={start_date:?}, end_date={end_date:?}, leave_kind={leave_kind:?}, reason={reason:?}")
}

/// 법인카드 사용 내역이나 개인 경비로 경비 정산을 청구합니다.
///
/// 인수(Args):
///     amount_won: 금액, 원 단위.
///     category: 경비 항목. (choices: ["식대", "교통비", "출장비", "도서구입비", "회식비"])
///     used_on: 사용일, YYYY-MM-DD 형식.
///     receipt_path: 영수증 이미지 파일 경로.
///
/// 반환값(Returns):
///     경비 청구 번호.
pub fn submit_expense_report(
    amount_won: u64,
    category: String,
    used_on: String,
    receipt_path: Option<String>,
) -> String {
    format!("submit_expense_report: amount_won={amount_won:?}, category={category:?}, used_on={used_on:?}, receipt_path={receipt_path:?}")
}

/// 사내 회의실을 예약합니다.
///
/// 인수(Args):
///     room: 회의실 이름, 예: `본관 7층 한라`.
///     date: 날짜, YYYY-MM-DD 형식.
///     start_time: 시작 시각, HH:MM 형식.
///     end_time: 종료 시각, HH:MM 형식.
///     purpose: 회의 목적.
///
/// 반환값(Returns):
///     예약 번호.
pub fn reserve_meeting_room(
    room: String,
    date: String,
    start_time: String,
    end_time: String,
    purpose: Option<String>,
) -> String {
    format!("reserve_meeting_room: room={room:?}, date={date:?}, start_time={start_time:?}, end_time={end_time:?}, purpose={purpose:?}")
}

/// 사내 식당의 오늘 또는 특정 날짜의 식단을 조회합니다.
///
/// 인수(Args):
///     date: 날짜, YYYY-MM-DD 형식; 없으면 오늘.
///     meal: 끼니. (default: "중식") (choices: ["조식", "중식", "석식"])
///
/// 반환값(Returns):
///     코너별 메뉴와 칼로리.
pub fn get_cafeteria_menu(date: Option<String>, meal: String) -> String {
    format!("get_cafeteria_menu: date={date:?}, meal={meal:?}")
}

/// 사내 임직원을 이름, 부서, 직급으로 찾고 연락처를 조회합니다.
///
/// 인수(Args):
///     query: 이름, 부서 또는 직급.
///
/// 반환값(Returns):
///     이름, 부서, 직급, 내선 번호, 이메일.
pub fn search_colleague(query: String) -> String {
    format!("search_colleague: query={query:?}")
}
