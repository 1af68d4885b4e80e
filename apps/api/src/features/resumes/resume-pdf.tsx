/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas keep the JSX transform the same whichever tsconfig tsx happens to pick up (cwd-dependent).
import { createRequire } from 'node:module';
import { monthKey, type Resume, workRightLines } from '@fitjobs/contract';
import { Document, Font, Link, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { FastifyReply } from 'fastify';
import type { ReactNode } from 'react';

const require = createRequire(import.meta.url);

// The built-in Helvetica has no glyphs for te reo Māori macrons (ā ē ī ō ū): embed Noto Sans.
Font.register({
  family: 'Noto Sans',
  fonts: [
    { src: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf') },
    {
      src: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
      fontWeight: 'bold',
    },
  ],
});
// Hyphenating would split words across lines with '-', which breaks ATS keyword matching.
Font.registerHyphenationCallback((word) => [word]);

const ACCENT = '#1c6e8c';
const styles = StyleSheet.create({
  page: { fontFamily: 'Noto Sans', fontSize: 10, lineHeight: 1.4, padding: 40, color: '#1f2933' },
  // Its own line height: the page's 1.4 is resolved at the page's 10 pt, which left the 22 pt
  // name a 14 pt line and drew the contact line over it.
  name: { fontSize: 22, lineHeight: 1.3, fontWeight: 'bold', color: '#102a43' },
  contact: { marginTop: 4, color: '#486581' },
  section: { marginTop: 16 },
  heading: {
    fontSize: 11,
    fontWeight: 'bold',
    color: ACCENT,
    textTransform: 'uppercase',
    borderBottomWidth: 1,
    borderBottomColor: '#d9e2ec',
    paddingBottom: 2,
    marginBottom: 6,
  },
  entry: { marginBottom: 8 },
  entryHead: { flexDirection: 'row', justifyContent: 'space-between' },
  strong: { fontWeight: 'bold' },
  muted: { color: '#627d98' },
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function month(value: string | null): string {
  if (value === null) return 'Present';
  const [year, m] = monthKey(value).split('-');
  return `${MONTHS[Number(m) - 1] ?? ''} ${year}`.trim();
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View style={styles.section}>
      <Text style={styles.heading}>{title}</Text>
      {children}
    </View>
  );
}

function ResumeDocument({ resume }: { resume: Resume }) {
  const location = [resume.city_name, resume.region_name, resume.country_name].filter(Boolean).join(', ');
  const contact = [resume.email, resume.phone, location].filter(Boolean).join('  ·  ');
  return (
    <Document title={`${resume.full_name} – Resume`} author={resume.full_name} language="en-NZ">
      <Page size="A4" style={styles.page}>
        <Text style={styles.name}>{resume.full_name}</Text>
        <Text style={styles.contact}>{contact}</Text>
        {resume.linkedin_profile ? (
          <Link style={styles.contact} src={linkedInUrl(resume.linkedin_profile)}>
            {resume.linkedin_profile}
          </Link>
        ) : null}
        {workRightLines(resume, (d) => d).map((line) => (
          <Text key={line} style={styles.contact}>
            {line}
          </Text>
        ))}
        {resume.summary ? (
          <Section title="Summary">
            <Text>{resume.summary}</Text>
          </Section>
        ) : null}
        {resume.experience.length > 0 ? (
          <Section title="Experience">
            {resume.experience.map((e) => (
              <View key={`${e.company}|${e.position}|${e.start_date}`} style={styles.entry} wrap={false}>
                <View style={styles.entryHead}>
                  <Text style={styles.strong}>{e.position}</Text>
                  <Text style={styles.muted}>
                    {month(e.start_date)} – {month(e.end_date)}
                  </Text>
                </View>
                <Text>
                  {e.company}, {e.location}
                </Text>
                <Text>{e.description}</Text>
              </View>
            ))}
          </Section>
        ) : null}
        {resume.education.length > 0 ? (
          <Section title="Education">
            {resume.education.map((e) => (
              <View
                key={`${e.institution}|${e.degree}|${e.graduation_year}`}
                style={styles.entry}
                wrap={false}
              >
                <View style={styles.entryHead}>
                  <Text style={styles.strong}>{e.degree}</Text>
                  <Text style={styles.muted}>
                    {MONTHS[e.graduation_month - 1]} {e.graduation_year}
                  </Text>
                </View>
                <Text>{e.institution}</Text>
              </View>
            ))}
          </Section>
        ) : null}
        <Section title="Skills">
          <Text>{resume.skills.join(', ')}</Text>
        </Section>
        {resume.languages.length > 0 ? (
          <Section title="Languages">
            <Text>{resume.languages.join(', ')}</Text>
          </Section>
        ) : null}
      </Page>
    </Document>
  );
}

const linkedInUrl = (value: string) => (/^https?:\/\//i.test(value) ? value : `https://${value}`);

/** A text (not image) PDF of the resume, readable by applicant tracking systems. */
function renderResumePdf(resume: Resume): Promise<Buffer> {
  return renderToBuffer(<ResumeDocument resume={resume} />);
}

/** `attachment; filename="Aroha-Ngata-resume.pdf"` plus the exact UTF-8 name for modern clients. */
export function resumeContentDisposition(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[^\w .-]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends the resume as a PDF download. */
export async function sendResumePdf(reply: FastifyReply, resume: Resume) {
  const pdf = await renderResumePdf(resume);
  return reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      resumeContentDisposition(`${resume.full_name.trim().replace(/\s+/g, '-') || 'Candidate'}-resume.pdf`),
    )
    .header('cache-control', 'no-store')
    .send(pdf);
}
