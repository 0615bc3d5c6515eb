// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, expect, it } from 'vitest'
import { MoveButtons, moved } from './ui'

afterEach(cleanup)

function Reorderable() {
  const [items, setItems] = useState(['a', 'b', 'c'])
  const move = (from: number, to: number) => setItems(moved(items, from, to))
  return (
    <ol>
      {items.map((item, i) => (
        <li key={item} data-testid="item">
          {item}
          <MoveButtons
            index={i}
            count={items.length}
            onMove={move}
            earlierLabel={`Move ${item} earlier`}
            laterLabel={`Move ${item} later`}
          />
        </li>
      ))}
    </ol>
  )
}

const order = () => screen.getAllByTestId('item').map((li) => li.textContent)

it('moves an entry one place earlier or later, and cannot move the first earlier or the last later', () => {
  render(<Reorderable />)
  const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement
  expect(button('Move a earlier').disabled).toBe(true)
  expect(button('Move c later').disabled).toBe(true)
  expect(button('Move b earlier').disabled).toBe(false)

  fireEvent.click(button('Move c earlier'))
  expect(order()).toEqual(['a', 'c', 'b'])
  fireEvent.click(button('Move a later'))
  expect(order()).toEqual(['c', 'a', 'b'])
  expect(button('Move c earlier').disabled).toBe(true)
  expect(button('Move b later').disabled).toBe(true)
})
