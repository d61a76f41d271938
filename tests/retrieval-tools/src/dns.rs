//! Domains and DNS, modelled on the Cloudflare MCP server: zones, records, cache purges and domain
//! registration.

/// Lists the DNS zones (domains) of the account.
///
/// Returns:
///     Each zone's id, domain and status.
pub fn list_dns_zones() -> String {
    "list_dns_zones".to_owned()
}

/// Lists the DNS records of a domain, optionally of one type.
///
/// Args:
///     zone: The domain, such as `example.com`.
///     record_type: Only records of this type. (choices: ["A", "AAAA", "CNAME", "MX", "TXT", "NS", "SRV"])
///
/// Returns:
///     Each record's id, type, name, content and TTL.
pub fn list_dns_records(zone: String, record_type: Option<String>) -> String {
    format!("list_dns_records: zone={zone:?}, record_type={record_type:?}")
}

/// Adds a DNS record (A, CNAME, MX, TXT…) to a domain.
///
/// Args:
///     zone: The domain.
///     record_type: The type. (choices: ["A", "AAAA", "CNAME", "MX", "TXT", "NS", "SRV"])
///     name: The host name, such as `www` or `@`.
///     content: The value: an IP address, a host name or text.
///     ttl: The time to live in seconds; 1 means automatic. (default: 1)
///     proxied: Route traffic through the CDN. (default: false)
///
/// Returns:
///     The record's id.
pub fn create_dns_record(
    zone: String,
    record_type: String,
    name: String,
    content: String,
    ttl: u32,
    proxied: bool,
) -> String {
    format!("create_dns_record: zone={zone:?}, record_type={record_type:?}, name={name:?}, content={content:?}, ttl={ttl:?}, proxied={proxied:?}")
}

/// Changes an existing DNS record's value, TTL or proxying.
///
/// Args:
///     zone: The domain.
///     record_id: The record's id.
///     content: The new value.
///     ttl: The new TTL.
///
/// Returns:
///     The updated record.
pub fn update_dns_record(zone: String, record_id: String, content: Option<String>, ttl: Option<u32>) -> String {
    format!("update_dns_record: zone={zone:?}, record_id={record_id:?}, content={content:?}, ttl={ttl:?}")
}

/// Deletes a DNS record from a domain.
///
/// Args:
///     zone: The domain.
///     record_id: The record's id.
///
/// Returns:
///     Whether it was deleted.
pub fn delete_dns_record(zone: String, record_id: String) -> String {
    format!("delete_dns_record: zone={zone:?}, record_id={record_id:?}")
}

/// Purges the CDN cache of a domain, everything or only some URLs.
///
/// Args:
///     zone: The domain.
///     urls: Only these URLs; everything when empty. (default: [])
///
/// Returns:
///     Whether the purge was accepted.
pub fn purge_cache(zone: String, urls: Vec<String>) -> String {
    format!("purge_cache: zone={zone:?}, urls={urls:?}")
}

/// Checks whether a domain name is free to register, and its price.
///
/// Args:
///     domain: The domain, such as `my-startup.io`.
///
/// Returns:
///     Whether it is available and the yearly price.
pub fn check_domain_availability(domain: String) -> String {
    format!("check_domain_availability: domain={domain:?}")
}

/// Registers (buys) a domain name for a number of years.
///
/// Args:
///     domain: The domain.
///     years: For how many years. (default: 1)
///     auto_renew: Renew it automatically. (default: true)
///
/// Returns:
///     The registration's expiry date.
pub fn register_domain(domain: String, years: u8, auto_renew: bool) -> String {
    format!("register_domain: domain={domain:?}, years={years:?}, auto_renew={auto_renew:?}")
}

/// Gets the TLS/SSL certificate status of a domain: issuer and expiry.
///
/// Args:
///     zone: The domain.
///
/// Returns:
///     The certificate's issuer, hosts and expiry date.
pub fn get_ssl_certificate(zone: String) -> String {
    format!("get_ssl_certificate: zone={zone:?}")
}
