import { useLingui } from '@lingui/react/macro'
import Image from '@tiptap/extension-image'
import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import {
  BoldIcon,
  Heading2Icon,
  Heading3Icon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  ListOrderedIcon,
  QuoteIcon,
  Redo2Icon,
  Undo2Icon,
} from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import { cn } from '~/lib/utils'
import { cleanPastedHtml } from '../paste-cleaner'
import { MediaPicker } from './media-picker'

type Props = {
  id: string
  value: string
  onChange: (html: string) => void
  /** The accessible name of the editing area. */
  label: string
  invalid?: boolean
  describedBy?: string
}

/**
 * The console's rich-text editor (Tiptap). Loaded only with an editing screen (React.lazy):
 * none of it reaches a visitor's page. It writes the HTML the pages show, which the server
 * sanitizes again by the pages' own rules when the item is saved; pasted Word and WeChat HTML
 * is cleaned first (paste-cleaner.ts).
 */
export default function RichTextEditor({
  id,
  value,
  onChange,
  label,
  invalid,
  describedBy,
}: Props) {
  const { t } = useLingui()
  const [picking, setPicking] = useState(false)
  const editor = useEditor({
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto', 'tel'] },
        code: false,
        codeBlock: false,
      }),
      Image,
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class:
          'min-h-48 px-3 py-2 outline-none [&_a]:text-primary [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_img]:max-w-full [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_ul]:list-disc [&_blockquote]:border-l-4 [&_blockquote]:pl-3',
      },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  })
  // A value set from outside (another item loaded) replaces the text.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== editor.getHTML() && !editor.isFocused) {
      editor.commands.setContent(value, { emitUpdate: false })
    }
  }, [editor, value])
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  })
  const chain = () => editor?.chain().focus()
  const setLink = () => {
    const previous = editor?.getAttributes('link').href
    const href = window.prompt(t`Link address (https://… or /…); empty removes the link`, previous)
    if (href === null) return
    if (!href.trim()) chain()?.extendMarkRange('link').unsetLink().run()
    else chain()?.extendMarkRange('link').setLink({ href: href.trim() }).run()
  }
  return (
    <div
      className={cn(
        'rounded-md border bg-background focus-within:ring-2 focus-within:ring-ring/50',
        invalid && 'border-destructive',
      )}
    >
      <div
        role="toolbar"
        aria-label={t`Formatting of ${label}`}
        className="flex flex-wrap gap-0.5 border-b p-1"
      >
        <Tool label={t`Bold`} pressed={active?.bold} onClick={() => chain()?.toggleBold().run()}>
          <BoldIcon />
        </Tool>
        <Tool
          label={t`Italic`}
          pressed={active?.italic}
          onClick={() => chain()?.toggleItalic().run()}
        >
          <ItalicIcon />
        </Tool>
        <Tool
          label={t`Heading`}
          pressed={active?.h2}
          onClick={() => chain()?.toggleHeading({ level: 2 }).run()}
        >
          <Heading2Icon />
        </Tool>
        <Tool
          label={t`Subheading`}
          pressed={active?.h3}
          onClick={() => chain()?.toggleHeading({ level: 3 }).run()}
        >
          <Heading3Icon />
        </Tool>
        <Tool
          label={t`Bulleted list`}
          pressed={active?.bullet}
          onClick={() => chain()?.toggleBulletList().run()}
        >
          <ListIcon />
        </Tool>
        <Tool
          label={t`Numbered list`}
          pressed={active?.ordered}
          onClick={() => chain()?.toggleOrderedList().run()}
        >
          <ListOrderedIcon />
        </Tool>
        <Tool
          label={t`Quote`}
          pressed={active?.quote}
          onClick={() => chain()?.toggleBlockquote().run()}
        >
          <QuoteIcon />
        </Tool>
        <Tool label={t`Link`} pressed={active?.link} onClick={setLink}>
          <LinkIcon />
        </Tool>
        <Tool label={t`Image`} onClick={() => setPicking(true)}>
          <ImageIcon />
        </Tool>
        <Tool label={t`Undo`} onClick={() => chain()?.undo().run()}>
          <Undo2Icon />
        </Tool>
        <Tool label={t`Redo`} onClick={() => chain()?.redo().run()}>
          <Redo2Icon />
        </Tool>
      </div>
      <EditorContent editor={editor} />
      <MediaPicker
        open={picking}
        onOpenChange={setPicking}
        onPick={(src, item) => chain()?.setImage({ src, alt: item.alt }).run()}
      />
    </div>
  )
}

function Tool({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string
  pressed?: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={pressed === undefined ? undefined : pressed}
      onClick={onClick}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded hover:bg-muted [&_svg]:size-4',
        pressed && 'bg-primary/10 text-primary',
      )}
    >
      {children}
    </button>
  )
}
