/**
 * Registers every feature with the app shell (see app/features.ts). One import line per feature
 * folder; keep this list in menu order.
 */
import './files/register'
import './import-export/register'
import './pdf/register'
import './go-to/register'
import './title-page/register'
import './find-replace/register'
import './font-settings/register'
import './comments/register'
import './spell-check/register'
import './statistics/register'
import './format-check/register'
import './reports/register'
import './insert-symbol/register'
import './autocomplete/register'
import './ai/register'
import './context-menu/register'
import './keyboard-shortcuts/register'
import './about/register'
export {}
