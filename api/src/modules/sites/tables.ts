/** The tables of the sites module: races and the domains that show them. */

/** Race information: every field is a column, except the per-item start times (JSON text). */
export interface RacesTable {
  race_id: string;
  race_name: string;
  race_name_en: string | null;
  start_time: number;
  end_time: number;
  sign_up_start_time: number | null;
  sign_up_end_time: number | null;
  show_sign_up_start_time: number | null;
  show_sign_up_end_time: number | null;
  province_id: string | null;
  city_id: string | null;
  district_id: string | null;
  detail_address: string | null;
  img_detail: string | null;
  /** JSON array of RaceItemTime; text on both databases so one query layer serves both. */
  item_time_setting: string;
  race_category_id: string | null;
  race_features: string | null;
  race_item_type_name: string | null;
  race_status: number;
  progress_status: number;
  audit_status: number;
  submit_status: number;
  sign_up_open_status: number;
  sign_up_max_number: number | null;
  sign_up_url: string | null;
  contact_name: string | null;
  contact_phone: string | null;
  organization_id: string | null;
  create_user: string | null;
  update_user: string | null;
  created_at: number;
  updated_at: number;
}

/** Which race a site's domain shows ("Website information", the part the public site needs). */
export interface WebsiteDomainsTable {
  domain_name: string;
  race_id: string;
  website_name: string | null;
  /** 1 online; anything else answers as "not bound". */
  online_status: number;
  created_at: number;
  updated_at: number;
}

declare module '../../platform/db/schema' {
  interface Database {
    races: RacesTable;
    website_domains: WebsiteDomainsTable;
  }
}
