//! Continuous integration and delivery: pipelines, their runs, logs, artifacts and deployments.

/// Where a build is deployed.
#[derive(Clone, Copy, Debug, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Environment {
    /// A short-lived copy for one branch.
    Preview,
    /// The test environment, like production but for the team.
    Staging,
    /// What customers use.
    Production,
}

/// Lists the recent runs of a project's pipelines with their status, branch and duration.
///
/// Args:
///     project: The project, such as `acme/web-app`.
///     branch: Only runs of this branch.
///     status: Only runs in this state. (choices: ["queued", "running", "passed", "failed", "cancelled"])
///     limit: How many runs, newest first. (default: 20)
pub fn list_runs(project: String, branch: Option<String>, status: Option<String>, limit: u32) -> String {
    format!("would list {limit} runs of {project} ({branch:?}, {status:?})")
}

/// Starts a new run of a pipeline on a branch, tag or commit.
///
/// Args:
///     project: The project, such as `acme/web-app`.
///     git_ref: The branch, tag or commit to build. (default: "main")
///     variables: Extra variables for the run, as `NAME=value`, such as `DEBUG=1`.
pub fn trigger_pipeline(project: String, git_ref: String, variables: Vec<String>) -> String {
    format!("would start a pipeline of {project} on {git_ref} with {} variables", variables.len())
}

/// Reruns a finished pipeline run on the same commit, all of its jobs or only the ones that failed.
///
/// Args:
///     run_id: The run, such as `RUN-5521`.
///     failed_only: Whether only the failed jobs run again. (default: true)
pub fn rerun_pipeline(run_id: String, failed_only: bool) -> String {
    format!("would rerun {run_id} (failed only: {failed_only})")
}

/// Stops a pipeline run that is queued or still running; jobs in progress are killed.
///
/// Args:
///     run_id: The run to stop.
pub fn cancel_run(run_id: String) -> String {
    format!("would cancel {run_id}")
}

/// Fetches the console output of a run's job.
///
/// Args:
///     run_id: The run, such as `RUN-5521`.
///     job: The job's name, such as `test` or `build-docker`; every job when left out.
///     tail: Only this many last lines. (default: 200)
pub fn get_run_logs(run_id: String, job: Option<String>, tail: u32) -> String {
    format!("would fetch the last {tail} lines of {run_id} ({job:?})")
}

/// Downloads the artifacts a run produced (binaries, test reports, coverage) to this computer.
///
/// Args:
///     run_id: The run.
///     name: Only the artifact of this name, such as `coverage-report`.
///     destination: The folder to save them in. (default: ".")
pub fn download_artifacts(run_id: String, name: Option<String>, destination: String) -> String {
    format!("would download the artifacts of {run_id} ({name:?}) to {destination}")
}

/// Deploys a version of the application to an environment.
///
/// Args:
///     project: The project.
///     version: The version, tag or commit to deploy, such as `v2.14.0` or `3f9c2ab`.
///     environment: Where to deploy it. (default: "staging")
///
/// Returns:
///     The deployment's id and the address to watch it at.
pub fn deploy_release(project: String, version: String, environment: Environment) -> String {
    format!("would deploy {version} of {project} to {environment:?}")
}

/// Rolls an environment back to the version deployed before the current one, or to a given version.
///
/// Args:
///     project: The project.
///     environment: The environment to roll back. (default: "production")
///     to_version: The version to go back to; the previous deployment when left out.
pub fn rollback_deployment(project: String, environment: Environment, to_version: Option<String>) -> String {
    format!("would roll {project} on {environment:?} back to {to_version:?}")
}
