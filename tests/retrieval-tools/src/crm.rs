//! A CRM, modelled on the HubSpot and Salesforce MCP servers: contacts, companies, deals, notes and
//! follow-up tasks.

/// Adds a new contact (a person) to the CRM.
///
/// Args:
///     email: The contact's email address.
///     first_name: Their first name.
///     last_name: Their last name.
///     company: The company they work for.
///     phone: Their phone number.
///
/// Returns:
///     The contact's id.
pub fn create_contact(
    email: String,
    first_name: Option<String>,
    last_name: Option<String>,
    company: Option<String>,
    phone: Option<String>,
) -> String {
    format!("create_contact: email={email:?}, first_name={first_name:?}, last_name={last_name:?}, company={company:?}, phone={phone:?}")
}

/// Searches CRM contacts by name, email, company or phone.
///
/// Args:
///     query: Words to find.
///     limit: How many. (default: 10)
///
/// Returns:
///     The matching contacts' ids, names, emails and companies.
pub fn search_contacts(query: String, limit: u32) -> String {
    format!("search_contacts: query={query:?}, limit={limit:?}")
}

/// Gets one CRM contact with their details, owner, deals and recent activity.
///
/// Args:
///     contact_id: The contact's id.
///
/// Returns:
///     The contact's record.
pub fn get_contact(contact_id: String) -> String {
    format!("get_contact: contact_id={contact_id:?}")
}

/// Updates fields of a CRM contact, such as phone, job title or lifecycle stage.
///
/// Args:
///     contact_id: The contact's id.
///     properties: The fields to set, by name.
///
/// Returns:
///     The updated contact.
pub fn update_contact(contact_id: String, properties: std::collections::BTreeMap<String, String>) -> String {
    format!("update_contact: contact_id={contact_id:?}, properties={properties:?}")
}

/// Merges two duplicate CRM contacts into one.
///
/// Args:
///     primary_id: The contact to keep.
///     duplicate_id: The contact merged into it and removed.
///
/// Returns:
///     The merged contact.
pub fn merge_contacts(primary_id: String, duplicate_id: String) -> String {
    format!("merge_contacts: primary_id={primary_id:?}, duplicate_id={duplicate_id:?}")
}

/// Adds a company (an account) to the CRM.
///
/// Args:
///     name: The company's name.
///     domain: Its website domain, such as `acme.com`.
///     industry: Its industry.
///
/// Returns:
///     The company's id.
pub fn create_company(name: String, domain: Option<String>, industry: Option<String>) -> String {
    format!("create_company: name={name:?}, domain={domain:?}, industry={industry:?}")
}

/// Creates a deal (a sales opportunity) in the pipeline.
///
/// Args:
///     name: The deal's name.
///     amount: The expected value.
///     stage: The pipeline stage. (default: "qualification") (choices: ["qualification", "proposal", "negotiation", "closed_won", "closed_lost"])
///     contact_id: The main contact.
///     close_date: The expected close date, as YYYY-MM-DD.
///
/// Returns:
///     The deal's id.
pub fn create_deal(
    name: String,
    amount: f64,
    stage: String,
    contact_id: Option<String>,
    close_date: Option<String>,
) -> String {
    format!("create_deal: name={name:?}, amount={amount:?}, stage={stage:?}, contact_id={contact_id:?}, close_date={close_date:?}")
}

/// Moves a deal to another stage of the sales pipeline.
///
/// Args:
///     deal_id: The deal's id.
///     stage: The new stage. (choices: ["qualification", "proposal", "negotiation", "closed_won", "closed_lost"])
///
/// Returns:
///     The deal with its new stage.
pub fn update_deal_stage(deal_id: String, stage: String) -> String {
    format!("update_deal_stage: deal_id={deal_id:?}, stage={stage:?}")
}

/// Lists the deals of the sales pipeline, by stage or owner.
///
/// Args:
///     stage: Only deals in this stage.
///     owner: Only deals of this sales rep.
///
/// Returns:
///     Each deal's id, name, amount, stage and close date.
pub fn list_deals(stage: Option<String>, owner: Option<String>) -> String {
    format!("list_deals: stage={stage:?}, owner={owner:?}")
}

/// Records a note of a call, meeting or email on a CRM contact's timeline.
///
/// Args:
///     contact_id: The contact's id.
///     note: What was said.
///     activity: What kind of contact it was. (default: "call") (choices: ["call", "meeting", "email", "note"])
///
/// Returns:
///     The note's id.
pub fn log_call_note(contact_id: String, note: String, activity: String) -> String {
    format!("log_call_note: contact_id={contact_id:?}, note={note:?}, activity={activity:?}")
}

/// Creates a follow-up task for a sales rep, due on a date, tied to a contact or deal.
///
/// Args:
///     title: What to do.
///     due_date: When, as YYYY-MM-DD.
///     contact_id: The contact it concerns.
///     deal_id: The deal it concerns.
///
/// Returns:
///     The task's id.
pub fn create_follow_up_task(
    title: String,
    due_date: String,
    contact_id: Option<String>,
    deal_id: Option<String>,
) -> String {
    format!(
        "create_follow_up_task: title={title:?}, due_date={due_date:?}, contact_id={contact_id:?}, deal_id={deal_id:?}"
    )
}
