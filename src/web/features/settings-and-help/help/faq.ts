/** The FAQ: questions by category. Answers are plain text, so the search box can read them. */
export interface FaqItem {
  q: string
  a: string
}
export interface FaqCategory {
  id: string
  title: string
  items: FaqItem[]
}

export const FAQ: FaqCategory[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    items: [
      { q: 'How do I start a new script?', a: 'File → New ({{key:file.new}}; Chrome keeps {{label:Mod-n}} for itself). Start typing: a new line is action, and INT. or EXT. at the start of a line makes a scene heading.' },
      { q: 'How do I choose an element such as dialogue?', a: 'Enter and Tab pick the element that usually follows; the status bar says what each will do. {{key:lineType.sceneHeading}} … {{key:lineType.note}} or Alt with S, A, C, P, D, T, H, O set it directly, and Enter on an empty line opens Select Element Type.' },
      { q: 'Which browsers are supported?', a: 'Current Chrome, Edge and Firefox, and Safari 14 or newer. Internet Explorer is not supported.' },
      { q: 'Can I see the tour again?', a: 'Help → Welcome Tour.' },
    ],
  },
  {
    id: 'file-management',
    title: 'File Management',
    items: [
      { q: 'Where are my scripts saved?', a: 'File → Save keeps them in this browser’s file library, or in your Google Drive once you sign in. File → Save to Computer writes a .nws file on your disk. With consent, the open project is also kept in this browser within two seconds of every change.' },
      { q: 'What is a .nws file?', a: 'One file holding the script, its title page and the planning data: to-dos, comments, snapshots and the planning tools.' },
      { q: 'Which formats can I import and export?', a: 'Fountain, Final Draft (.fdx), Fade In (.fadein), Celtx (.celtx), plain text and PDF, both ways; export also offers a watermarked, password-protected PDF.' },
      { q: 'Is the title page exported?', a: 'Yes: Script → Title Page is printed on the PDF’s title page and written into Final Draft and other formats that carry one.' },
    ],
  },
  {
    id: 'writing-formatting',
    title: 'Writing & Formatting',
    items: [
      { q: 'Why are scene headings in capitals?', a: 'Scene headings, character names and transitions are shown and printed in capitals, as the industry format asks, whatever case you type.' },
      { q: 'How do I change the font?', a: 'Format → Font Settings: Courier Prime (the default), Courier New, JetBrains Mono or IBM Plex Mono, 8 to 24 points.' },
      { q: 'How do I find and replace text?', a: 'Edit → Find & Replace ({{key:edit.find}}): whole word, match case, search direction, and which element types to search.' },
    ],
  },
  {
    id: 'ai-features',
    title: 'AI Features',
    items: [
      { q: 'How do I turn on AI help?', a: 'Get a free Gemini API key at Google AI Studio and enter it in File → Settings → AI & Google Gemini. The key starts with AIzaSy.' },
      { q: 'What can the AI do?', a: 'Type / at the start of a line for commands such as definitions, synonyms, rhymes and ideas; right-click text for AI actions and lookups (dictionary, thesaurus, spelling).' },
      {
        q: 'Can I use another model, or keep my script on my own machine?',
        a: 'Yes. In File → Settings → AI & Google Gemini choose OpenAI-compatible endpoint and give its address and model name (a local Ollama is http://127.0.0.1:11434/v1). With a model running on your own machine, your script never leaves it. The server only calls addresses its operator allows.',
      },
      { q: 'Can I stop an answer half-way?', a: 'Yes. Answers show as they are written; Stop ends the request and keeps what has arrived, marked as stopped.' },
      { q: 'Why do I see a rate-limit message?', a: 'Gemini limits requests per minute and per day, by model and tier (free or paid). Nightwriter counts your requests and waits, or tells you, before a request would be refused.' },
    ],
  },
  {
    id: 'collaboration',
    title: 'Collaboration',
    items: [
      { q: 'Can several people write at once?', a: 'No: there is no simultaneous editing. You can share a .nws file (for example through Google Drive) and take turns.' },
      { q: 'How do I leave notes for a co-writer?', a: 'Select text and add a comment ({{key:comments.add}}). Comments are saved in the .nws file and can be resolved when dealt with.' },
    ],
  },
  {
    id: 'advanced',
    title: 'Advanced',
    items: [
      { q: 'How do snapshots work?', a: 'View → Snapshots ({{key:view.revisions}}) saves the current state of the script as a snapshot, compares any snapshot with the current script, and restores one. Restoring first saves the current script as a snapshot, so it can be undone. Settings → General sets how many are kept (10 unless you choose). Snapshots are not production revisions: coloured revision sets and their margin marks are under Script → Revisions.' },
      { q: 'Is there a command line?', a: 'Yes: nightwriter parse, convert and stats work on the same file formats as the app (see the README).' },
      { q: 'Where is my to-do list kept?', a: 'In the project: it is saved with the script in the .nws file and in this browser’s copy.' },
    ],
  },
  {
    id: 'reports-tools',
    title: 'Reports & Tools',
    items: [
      { q: 'Which reports are there?', a: 'The Reports menu lists Script, Location, Scene and Character reports and Common Flaws, exportable to PDF; an item shown greyed out is not in this version yet. Pitch Deck and Emotional Arcs are under development.' },
      { q: 'How many pages is my script?', a: 'Tools → Statistics counts pages with the same layout as the PDF, along with words, scenes, speaking characters and locations.' },
    ],
  },
  {
    id: 'privacy-security',
    title: 'Privacy & Security',
    items: [
      { q: 'Is my script stored on your servers?', a: 'No. Your script stays in your browser, your files and your Google Drive. For AI help only the text a request needs is sent, through our server, to Google Gemini with your own key.' },
      { q: 'What does the cookie consent cover?', a: 'Essential cookies, keeping your project and preferences in this browser, and Google Drive sign-in. Without consent Nightwriter is a basic editor: nothing is saved in the browser and Drive is off.' },
      {
        q: 'Do you collect usage statistics?',
        a: 'Only with your consent: the names of features used (menu and dialog use, AI feature use and response times, errors, the start of a session) are sent to the server you use Nightwriter on, which appends them to its own log file and forwards them nowhere. They never contain your script’s text. Without consent nothing is sent.',
      },
      { q: 'Where is my API key kept?', a: 'In this browser only, lightly obfuscated (not encrypted), and sent only with your AI requests.' },
    ],
  },
  {
    id: 'troubleshooting',
    title: 'Troubleshooting',
    items: [
      { q: 'The editor stopped responding. What now?', a: 'If the editor reports an error, press Recover Editor; your text is kept. A reload brings back the copy kept in this browser, at most two seconds old.' },
      { q: 'The status bar says saving failed.', a: 'The browser’s storage is full or blocked. Your script is still in the editor: use File → Save to Computer, and free some space; saving retries by itself.' },
      { q: 'Google Drive says it is not available.', a: 'This copy of Nightwriter was set up without Google Drive. Your script is still kept in this browser, and File → Save to Computer keeps a copy you can open anywhere. If someone set Nightwriter up for you, they can turn Drive on.' },
    ],
  },
]

/** The categories with only the questions whose question or answer holds `query` (any case); empty categories are left out. */
export function searchFaq(query: string, faq: readonly FaqCategory[] = FAQ, shown: (text: string) => string = (t) => t): FaqCategory[] {
  const q = query.trim().toLowerCase()
  if (!q) return [...faq]
  return faq.map((c) => ({ ...c, items: c.items.filter((i) => shown(i.q).toLowerCase().includes(q) || shown(i.a).toLowerCase().includes(q)) })).filter((c) => c.items.length > 0)
}
