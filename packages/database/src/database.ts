// Generated from supabase/migrations by `pnpm db:types`: do not edit by hand.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      announcement: {
        Row: {
          author_id: string | null;
          content: string | null;
          content_en: string | null;
          created_at: string | null;
          id: number;
          published_at: string | null;
          status: string;
          title: string;
          title_en: string | null;
          updated_at: string;
          updated_by: string | null;
          version: number;
        };
        Insert: {
          author_id?: string | null;
          content?: string | null;
          content_en?: string | null;
          created_at?: string | null;
          id?: number;
          published_at?: string | null;
          status?: string;
          title: string;
          title_en?: string | null;
          updated_at?: string;
          updated_by?: string | null;
          version?: number;
        };
        Update: {
          author_id?: string | null;
          content?: string | null;
          content_en?: string | null;
          created_at?: string | null;
          id?: number;
          published_at?: string | null;
          status?: string;
          title?: string;
          title_en?: string | null;
          updated_at?: string;
          updated_by?: string | null;
          version?: number;
        };
        Relationships: [];
      };
      audit_log: {
        Row: {
          action: string;
          actor_email: string | null;
          actor_id: string | null;
          at: string;
          detail: Json;
          id: number;
          item_id: string;
          kind: string;
          title: string | null;
        };
        Insert: {
          action: string;
          actor_email?: string | null;
          actor_id?: string | null;
          at?: string;
          detail?: Json;
          id?: number;
          item_id: string;
          kind: string;
          title?: string | null;
        };
        Update: {
          action?: string;
          actor_email?: string | null;
          actor_id?: string | null;
          at?: string;
          detail?: Json;
          id?: number;
          item_id?: string;
          kind?: string;
          title?: string | null;
        };
        Relationships: [];
      };
      discarded_pending_versions: {
        Row: {
          author_id: string;
          based_on_version: number;
          created_at: string;
          discarded_at: string;
          discarded_by: string | null;
          discarded_by_email: string | null;
          dismissed_at: string | null;
          fields: Json;
          id: number;
          item_id: number;
          kind: string;
          message: string | null;
          pending_id: number;
          restored_at: string | null;
          restored_by: string | null;
          revision: number;
          title: string | null;
          updated_at: string;
        };
        Insert: {
          author_id: string;
          based_on_version: number;
          created_at: string;
          discarded_at?: string;
          discarded_by?: string | null;
          discarded_by_email?: string | null;
          dismissed_at?: string | null;
          fields: Json;
          id?: number;
          item_id: number;
          kind: string;
          message?: string | null;
          pending_id: number;
          restored_at?: string | null;
          restored_by?: string | null;
          revision: number;
          title?: string | null;
          updated_at: string;
        };
        Update: {
          author_id?: string;
          based_on_version?: number;
          created_at?: string;
          discarded_at?: string;
          discarded_by?: string | null;
          discarded_by_email?: string | null;
          dismissed_at?: string | null;
          fields?: Json;
          id?: number;
          item_id?: number;
          kind?: string;
          message?: string | null;
          pending_id?: number;
          restored_at?: string | null;
          restored_by?: string | null;
          revision?: number;
          title?: string | null;
          updated_at?: string;
        };
        Relationships: [];
      };
      editing_presence: {
        Row: {
          email: string | null;
          item_id: number;
          kind: string;
          seen_at: string;
          user_id: string;
        };
        Insert: {
          email?: string | null;
          item_id: number;
          kind: string;
          seen_at?: string;
          user_id?: string;
        };
        Update: {
          email?: string | null;
          item_id?: number;
          kind?: string;
          seen_at?: string;
          user_id?: string;
        };
        Relationships: [];
      };
      inquiries: {
        Row: {
          category: string;
          company: string;
          consent: boolean;
          created_at: string;
          email: string;
          form_fill_ms: number;
          id: string;
          locale: string;
          message: string;
          name: string;
          phone: string | null;
          reference: string | null;
          status: string;
          subject: string;
          updated_at: string;
          website: string | null;
        };
        Insert: {
          category: string;
          company: string;
          consent: boolean;
          created_at?: string;
          email: string;
          form_fill_ms: number;
          id?: string;
          locale?: string;
          message: string;
          name: string;
          phone?: string | null;
          reference?: never;
          status?: string;
          subject: string;
          updated_at?: string;
          website?: string | null;
        };
        Update: {
          category?: string;
          company?: string;
          consent?: boolean;
          created_at?: string;
          email?: string;
          form_fill_ms?: number;
          id?: string;
          locale?: string;
          message?: string;
          name?: string;
          phone?: string | null;
          reference?: never;
          status?: string;
          subject?: string;
          updated_at?: string;
          website?: string | null;
        };
        Relationships: [];
      };
      inquiry_outbox: {
        Row: {
          attempts: number;
          created_at: string;
          discarded_pending_version_id: number | null;
          id: number;
          inquiry_id: string | null;
          kind: string;
          last_error: string | null;
          next_attempt_at: string;
          recipient: string | null;
          review_request_id: number | null;
          sent_at: string | null;
        };
        Insert: {
          attempts?: number;
          created_at?: string;
          discarded_pending_version_id?: number | null;
          id?: number;
          inquiry_id?: string | null;
          kind: string;
          last_error?: string | null;
          next_attempt_at?: string;
          recipient?: string | null;
          review_request_id?: number | null;
          sent_at?: string | null;
        };
        Update: {
          attempts?: number;
          created_at?: string;
          discarded_pending_version_id?: number | null;
          id?: number;
          inquiry_id?: string | null;
          kind?: string;
          last_error?: string | null;
          next_attempt_at?: string;
          recipient?: string | null;
          review_request_id?: number | null;
          sent_at?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'inquiry_outbox_discarded_pending_version_id_fkey';
            columns: ['discarded_pending_version_id'];
            isOneToOne: true;
            referencedRelation: 'discarded_pending_versions';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'inquiry_outbox_inquiry_id_fkey';
            columns: ['inquiry_id'];
            isOneToOne: false;
            referencedRelation: 'inquiries';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'inquiry_outbox_review_request_id_fkey';
            columns: ['review_request_id'];
            isOneToOne: false;
            referencedRelation: 'review_requests';
            referencedColumns: ['id'];
          },
        ];
      };
      news: {
        Row: {
          author_id: string | null;
          content: string | null;
          content_en: string | null;
          created_at: string;
          id: number;
          published_at: string | null;
          status: string;
          thumbnail: string | null;
          thumbnail_alt: string | null;
          thumbnail_alt_en: string | null;
          title: string;
          title_en: string | null;
          updated_at: string;
          updated_by: string | null;
          version: number;
        };
        Insert: {
          author_id?: string | null;
          content?: string | null;
          content_en?: string | null;
          created_at?: string;
          id?: number;
          published_at?: string | null;
          status?: string;
          thumbnail?: string | null;
          thumbnail_alt?: string | null;
          thumbnail_alt_en?: string | null;
          title: string;
          title_en?: string | null;
          updated_at?: string;
          updated_by?: string | null;
          version?: number;
        };
        Update: {
          author_id?: string | null;
          content?: string | null;
          content_en?: string | null;
          created_at?: string;
          id?: number;
          published_at?: string | null;
          status?: string;
          thumbnail?: string | null;
          thumbnail_alt?: string | null;
          thumbnail_alt_en?: string | null;
          title?: string;
          title_en?: string | null;
          updated_at?: string;
          updated_by?: string | null;
          version?: number;
        };
        Relationships: [];
      };
      pending_versions: {
        Row: {
          author_id: string;
          based_on_version: number;
          created_at: string;
          fields: Json;
          id: number;
          item_id: number;
          kind: string;
          message: string | null;
          revision: number;
          updated_at: string;
        };
        Insert: {
          author_id?: string;
          based_on_version: number;
          created_at?: string;
          fields: Json;
          id?: number;
          item_id: number;
          kind: string;
          message?: string | null;
          revision?: number;
          updated_at?: string;
        };
        Update: {
          author_id?: string;
          based_on_version?: number;
          created_at?: string;
          fields?: Json;
          id?: number;
          item_id?: number;
          kind?: string;
          message?: string | null;
          revision?: number;
          updated_at?: string;
        };
        Relationships: [];
      };
      review_requests: {
        Row: {
          closed_at: string | null;
          closed_by: string | null;
          created_at: string;
          id: number;
          item_id: number;
          kind: string;
          message: string | null;
          pending_version_id: number | null;
          requested_by: string;
          requested_by_email: string | null;
          status: string;
          title: string | null;
        };
        Insert: {
          closed_at?: string | null;
          closed_by?: string | null;
          created_at?: string;
          id?: number;
          item_id: number;
          kind: string;
          message?: string | null;
          pending_version_id?: number | null;
          requested_by?: string;
          requested_by_email?: string | null;
          status?: string;
          title?: string | null;
        };
        Update: {
          closed_at?: string | null;
          closed_by?: string | null;
          created_at?: string;
          id?: number;
          item_id?: number;
          kind?: string;
          message?: string | null;
          pending_version_id?: number | null;
          requested_by?: string;
          requested_by_email?: string | null;
          status?: string;
          title?: string | null;
        };
        Relationships: [];
      };
      revisions: {
        Row: {
          action: string;
          actor_email: string | null;
          actor_id: string | null;
          created_at: string;
          fields: Json;
          id: number;
          item_id: number;
          kind: string;
        };
        Insert: {
          action: string;
          actor_email?: string | null;
          actor_id?: string | null;
          created_at?: string;
          fields: Json;
          id?: number;
          item_id: number;
          kind: string;
        };
        Update: {
          action?: string;
          actor_email?: string | null;
          actor_id?: string | null;
          created_at?: string;
          fields?: Json;
          id?: number;
          item_id?: number;
          kind?: string;
        };
        Relationships: [];
      };
      shareholders: {
        Row: {
          author_id: string | null;
          content: string;
          content_en: string | null;
          created_at: string | null;
          id: number;
          meeting_date: string | null;
          published_at: string | null;
          status: string;
          title: string;
          title_en: string | null;
          updated_at: string;
          updated_by: string | null;
          version: number;
        };
        Insert: {
          author_id?: string | null;
          content?: string;
          content_en?: string | null;
          created_at?: string | null;
          id?: number;
          meeting_date?: string | null;
          published_at?: string | null;
          status?: string;
          title: string;
          title_en?: string | null;
          updated_at?: string;
          updated_by?: string | null;
          version?: number;
        };
        Update: {
          author_id?: string | null;
          content?: string;
          content_en?: string | null;
          created_at?: string | null;
          id?: number;
          meeting_date?: string | null;
          published_at?: string | null;
          status?: string;
          title?: string;
          title_en?: string | null;
          updated_at?: string;
          updated_by?: string | null;
          version?: number;
        };
        Relationships: [];
      };
      youtube: {
        Row: {
          author_id: string | null;
          created_at: string | null;
          id: number;
          published_at: string | null;
          status: string;
          title: string;
          title_en: string | null;
          updated_at: string;
          updated_by: string | null;
          version: number;
          video_id: string;
        };
        Insert: {
          author_id?: string | null;
          created_at?: string | null;
          id?: number;
          published_at?: string | null;
          status?: string;
          title: string;
          title_en?: string | null;
          updated_at?: string;
          updated_by?: string | null;
          version?: number;
          video_id: string;
        };
        Update: {
          author_id?: string | null;
          created_at?: string | null;
          id?: number;
          published_at?: string | null;
          status?: string;
          title?: string;
          title_en?: string | null;
          updated_at?: string;
          updated_by?: string | null;
          version?: number;
          video_id?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      trash: {
        Row: {
          deleted_at: string | null;
          deleted_by: string | null;
          item_id: number | null;
          kind: string | null;
          revision_id: number | null;
          title: string | null;
          title_en: string | null;
        };
        Relationships: [];
      };
    };
    Functions: {
      apply_pending_version: {
        Args: {
          pending_id: number | null;
          revision?: number | null;
          force?: boolean | null;
        };
        Returns: Json;
      };
      discard_pending_version: {
        Args: {
          pending_id: number | null;
        };
        Returns: Json;
      };
      dismiss_discarded_pending_version: {
        Args: {
          discarded_id: number | null;
        };
        Returns: undefined;
      };
      editing_presence_beat: {
        Args: {
          kind: string | null;
          item_id: number | null;
        };
        Returns: {
          email: string;
          seen_at: string;
        }[];
      };
      editing_presence_leave: {
        Args: {
          kind: string | null;
          item_id: number | null;
        };
        Returns: undefined;
      };
      is_admin: {
        Args: never;
        Returns: boolean;
      };
      is_staff: {
        Args: never;
        Returns: boolean;
      };
      remove_staff_access: {
        Args: {
          user_id: string | null;
        };
        Returns: undefined;
      };
      restore_discarded_pending_version: {
        Args: {
          discarded_id: number | null;
        };
        Returns: Json;
      };
      restore_revision: {
        Args: {
          revision_id: number | null;
        };
        Returns: Json;
      };
      save_pending_version: {
        Args: {
          kind: string | null;
          item_id: number | null;
          fields: Json | null;
          based_on_version: number | null;
          message?: string | null;
          revision?: number | null;
        };
        Returns: Json;
      };
      search_content: {
        Args: {
          query: string | null;
          lang?: string | null;
          max_results?: number | null;
          skip?: number | null;
          kind?: string | null;
        };
        Returns: Json;
      };
      set_staff_role: {
        Args: {
          user_id: string | null;
          new_role: string | null;
        };
        Returns: undefined;
      };
      staff_accounts: {
        Args: never;
        Returns: {
          id: string;
          email: string;
          role: string;
          created_at: string;
          last_sign_in_at: string;
        }[];
      };
      staff_members: {
        Args: never;
        Returns: {
          id: string;
          email: string;
          role: string;
        }[];
      };
      staff_role: {
        Args: never;
        Returns: string;
      };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type PublicSchema = Database['public'];

/** A table's or view's row: `Tables<'news'>`. */
export type Tables<Name extends keyof (PublicSchema['Tables'] & PublicSchema['Views'])> =
  (PublicSchema['Tables'] & PublicSchema['Views'])[Name] extends { Row: infer Row } ? Row : never;

/** What an insert into a table takes: `TablesInsert<'news'>`. */
export type TablesInsert<Name extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][Name]['Insert'];

/** What an update of a table takes: `TablesUpdate<'news'>`. */
export type TablesUpdate<Name extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][Name]['Update'];

/** An enum's values: `Enums<'staff_role'>`. */
export type Enums<Name extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][Name];
