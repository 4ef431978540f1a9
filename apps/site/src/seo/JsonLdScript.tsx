import { type JsonLd, serializeJsonLd } from './jsonLd';

/** Structured data as `<script type="application/ld+json">`; the JSON is escaped so it cannot end the script. */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with <, > and & escaped (serializeJsonLd).
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
