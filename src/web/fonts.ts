/**
 * The editor's four font families, self-hosted (no font CDN): Courier Prime (the default and the
 * PDF's face), Cousine for Courier New (metric-compatible with it, used where the writer's system
 * has no Courier New), JetBrains Mono and IBM Plex Mono. Regular, italic, bold and bold italic, as
 * the screenplay marks need; a browser downloads a face only when text uses it.
 */
import '@fontsource/courier-prime/400.css'
import '@fontsource/courier-prime/400-italic.css'
import '@fontsource/courier-prime/700.css'
import '@fontsource/courier-prime/700-italic.css'
import '@fontsource/cousine/400.css'
import '@fontsource/cousine/400-italic.css'
import '@fontsource/cousine/700.css'
import '@fontsource/cousine/700-italic.css'
import '@fontsource/jetbrains-mono/400.css'
import '@fontsource/jetbrains-mono/400-italic.css'
import '@fontsource/jetbrains-mono/700.css'
import '@fontsource/jetbrains-mono/700-italic.css'
import '@fontsource/ibm-plex-mono/400.css'
import '@fontsource/ibm-plex-mono/400-italic.css'
import '@fontsource/ibm-plex-mono/700.css'
import '@fontsource/ibm-plex-mono/700-italic.css'
