//! An online course platform: the catalogue, enrolment, assignments, quizzes and grades.

/// Difficulty of a course.
#[derive(Clone, Copy, Debug, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// No prior knowledge needed.
    Beginner,
    /// Some background expected.
    Intermediate,
    /// For people who already work in the field.
    Advanced,
}

/// Searches the course catalogue by topic, title or instructor.
///
/// Args:
///     query: What to learn, such as `machine learning` or `intro to statistics`.
///     level: Only courses of this difficulty.
///     free_only: Only courses that cost nothing. (default: false)
pub fn search_courses(query: String, level: Option<Level>, free_only: bool) -> String {
    format!("would search courses for `{query}` ({level:?}, free only: {free_only})")
}

/// Enrols the user in a course so its lessons, assignments and quizzes open.
///
/// Args:
///     course_id: The course, such as `course-v1:HarvardX+CS50+2026`.
///     audit: Follow it for free without a certificate or graded work. (default: false)
pub fn enroll_in_course(course_id: String, audit: bool) -> String {
    format!("would enrol in {course_id} (audit: {audit})")
}

/// Drops a course the user is enrolled in; what they paid is refunded within the first 14 days.
///
/// Args:
///     course_id: The course.
pub fn drop_course(course_id: String) -> String {
    format!("would drop {course_id}")
}

/// Lists the assignments of the user's courses with their due dates and whether each was handed in.
///
/// Args:
///     course_id: Only this course's assignments.
///     due_before: Only assignments due before this day, such as `2026-05-15`.
pub fn list_assignments(course_id: Option<String>, due_before: Option<String>) -> String {
    format!("would list the assignments of {course_id:?} due before {due_before:?}")
}

/// Hands in an assignment: uploads the file and, optionally, a comment for the instructor.
///
/// Args:
///     assignment_id: The assignment, such as `asg_7731`.
///     file: The file to hand in, such as `/home/ann/essay-final.pdf`.
///     comment: A note for the instructor.
pub fn submit_assignment(assignment_id: String, file: String, comment: Option<String>) -> String {
    format!("would hand in {file} for {assignment_id} ({comment:?})")
}

/// Starts a quiz of a course; the timer begins when it opens.
///
/// Args:
///     quiz_id: The quiz.
///     practice: A practice attempt that does not count towards the grade. (default: false)
pub fn start_quiz(quiz_id: String, practice: bool) -> String {
    format!("would start {quiz_id} (practice: {practice})")
}

/// 수강 중인 강좌의 과제 점수, 퀴즈 점수와 현재 성적을 보여 줍니다.
///
/// 인수(Args):
///     course_id: 이 강좌의 성적만. 없으면 모든 강좌.
pub fn get_grades(course_id: Option<String>) -> String {
    format!("would show the grades of {course_id:?}")
}
